"""A HEIC as phones write their large photos: a grid of 512 × 512 HEVC
tiles that the decoder puts together (iPhones' 48-megapixel and Samsungs'
200-megapixel photos are such grids). libheif 1.15, Debian 12's, cannot
write one, so each tile is encoded by libheif on its own (make_heif) and
the grid file is put together here from their HEVC data, as ISO/IEC
23008-12 lays it out: a `grid` item, primary, whose `dimg` references
name its tiles row by row. Tiles alike share their bytes, as a file may."""

import os
import struct
import subprocess

import photos

TILE = 512


def box(kind, *parts):
    body = b"".join(parts)
    return struct.pack(">I4s", 8 + len(body), kind.encode()) + body


def full_box(kind, version, *parts):
    return box(kind, struct.pack(">I", version << 24), *parts)


def children(data):
    """(kind, body) of each box in `data`."""
    position = 0
    while position < len(data):
        size, kind = struct.unpack(">I4s", data[position:position + 8])
        yield kind.decode(), data[position + 8:position + size]
        position += size


def child(data, kind):
    return next(body for found, body in children(data) if found == kind)


def coded_tile(heic):
    """The HEVC data of a one-image HEIC libheif wrote, with its decoder
    configuration (`hvcC` box)."""
    data = heic.read_bytes()
    meta = child(data, "meta")[4:]
    properties = dict((kind, box(kind, body)) for kind, body in children(child(child(meta, "iprp"), "ipco")))
    iloc = child(meta, "iloc")
    version = iloc[0]
    offset_size, length_size, base_size = iloc[4] >> 4, iloc[4] & 15, iloc[5] >> 4
    index_size = iloc[5] & 15 if version else 0
    number = 4 if version == 2 else 2  # the width of the item count and of item IDs
    position = 6 + number + number  # past the count and the first item's ID
    position += 2 if version else 0  # construction method
    base = int.from_bytes(iloc[position + 2:position + 2 + base_size], "big")
    position += 2 + base_size  # data reference index, base offset
    assert struct.unpack(">H", iloc[position:position + 2])[0] == 1, "one extent"
    position += 2 + index_size
    offset = base + int.from_bytes(iloc[position:position + offset_size], "big")
    length = int.from_bytes(iloc[position + offset_size:position + offset_size + length_size], "big")
    return properties["hvcC"], data[offset:offset + length]


def write_grid(path, width, height, tile_at, coded):
    """`tile_at(column, row)` names each tile's coded data in `coded`."""
    columns, rows = -(-width // TILE), -(-height // TILE)
    names = sorted(coded)
    tiles = [tile_at(column, row) for row in range(rows) for column in range(columns)]
    grid_id, first_tile = 1, 2
    ids = range(first_tile, first_tile + len(tiles))
    # Properties: each tile kind's hvcC, then the tile's size and the grid's.
    hvcc_index = {name: i + 1 for i, name in enumerate(names)}
    tile_size, grid_size = len(names) + 1, len(names) + 2
    ipco = box("ipco", *(coded[name][0] for name in names), full_box("ispe", 0, struct.pack(">II", TILE, TILE)),
               full_box("ispe", 0, struct.pack(">II", width, height)))
    associations = [struct.pack(">HBB", grid_id, 1, grid_size)]
    associations += [struct.pack(">HBBB", item, 2, 0x80 | hvcc_index[name], tile_size) for item, name in zip(ids, tiles)]
    ipma = full_box("ipma", 0, struct.pack(">I", 1 + len(tiles)), *associations)
    infe = [full_box("infe", 2, struct.pack(">HH4s", grid_id, 0, b"grid"), b"\0")]
    infe += [full_box("infe", 2, struct.pack(">HH4s", item, 0, b"hvc1"), b"\0") for item in ids]
    iinf = full_box("iinf", 0, struct.pack(">H", len(infe)), *infe)
    iref = full_box("iref", 0, box("dimg", struct.pack(">HH", grid_id, len(tiles)), *(struct.pack(">H", item) for item in ids)))
    descriptor = struct.pack(">BBBBHH", 0, 0, rows - 1, columns - 1, width, height)
    # The data: the grid's descriptor, then each kind of tile once.
    at, placed = len(descriptor), {}
    for name in names:
        placed[name] = at
        at += len(coded[name][1])

    def meta(data_start):
        locations = [struct.pack(">HHHII", grid_id, 0, 1, data_start, len(descriptor))]
        locations += [struct.pack(">HHHII", item, 0, 1, data_start + placed[name], len(coded[name][1]))
                      for item, name in zip(ids, tiles)]
        iloc = full_box("iloc", 0, struct.pack(">BBH", 0x44, 0, len(locations)), *locations)
        hdlr = full_box("hdlr", 0, struct.pack(">I4s12s", 0, b"pict", b""), b"\0")
        return full_box("meta", 0, hdlr, full_box("pitm", 0, struct.pack(">H", grid_id)), iloc, iinf, iref,
                        box("iprp", ipco, ipma))

    ftyp = box("ftyp", b"heic", struct.pack(">I", 0), b"mif1heic")
    data_start = len(ftyp) + len(meta(0)) + 8
    mdat = box("mdat", descriptor, *(coded[name][1] for name in names))
    path.write_bytes(ftyp + meta(data_start) + mdat)
    return path


def noisy_tile(color, stripes=False):
    """512 × 512 PPM pixels of `color` under a sensor's noise, or one-pixel black and white columns."""
    grain = os.urandom(TILE * TILE)
    pixels = bytearray(TILE * TILE * 3)
    for i in range(TILE * TILE):
        if stripes:
            pixels[3 * i:3 * i + 3] = b"\xff\xff\xff" if i % 2 else b"\0\0\0"
        else:
            noise = grain[i] % 19 - 9
            pixels[3 * i:3 * i + 3] = bytes(min(255, max(0, c + noise)) for c in color)
    return b"P6 %d %d 255\n" % (TILE, TILE) + bytes(pixels)


def grid_photo(folder, width=8064, height=6048):
    """A phone's 48-megapixel HEIC grid of photos.SCENE's four quadrants,
    with one-pixel columns in its bottom right tile."""
    coded = {}
    kinds = {f"quadrant{i}": noisy_tile(color) for i, color in enumerate(photos.SCENE)}
    kinds["stripes"] = noisy_tile(None, stripes=True)
    tool = photos.make_heif_tool()
    for name, ppm in kinds.items():
        (folder / f"{name}.ppm").write_bytes(ppm)
        subprocess.run([str(tool), str(folder / f"{name}.ppm"), str(folder / f"{name}.heic"), "1"], check=True, timeout=60)
        coded[name] = coded_tile(folder / f"{name}.heic")
    columns, rows = -(-width // TILE), -(-height // TILE)

    def tile_at(column, row):
        if (column, row) == (columns - 1, rows - 1):
            return "stripes"
        return f"quadrant{(row * TILE >= height // 2) * 2 + (column * TILE >= width // 2)}"

    return write_grid(folder / "IMG_4800.HEIC", width, height, tile_at, coded)
