"""A HEIC as phones write their large photos: a grid of 512 × 512 HEVC
tiles that the decoder puts together (iPhones' 48-megapixel and Samsungs'
200-megapixel photos are such grids). libheif 1.15, Debian 12's, cannot
write one, so each tile is encoded by libheif on its own (make_heif) and
the grid file is put together here from their HEVC data, as ISO/IEC
23008-12 lays it out: a `grid` item, primary, whose `dimg` references
name its tiles row by row, and a small `thmb` picture of it, as iPhones
embed one (416 × 312 for a 12-megapixel photo). Tiles alike share their
bytes, as a file may."""

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


def write_grid(path, width, height, tile_at, coded, thumbnail=None):
    """`tile_at(column, row)` names each tile's coded data in `coded`;
    `thumbnail`, the name of a smaller picture of it there, and its size."""
    columns, rows = -(-width // TILE), -(-height // TILE)
    names = sorted(coded)
    tiles = [tile_at(column, row) for row in range(rows) for column in range(columns)]
    grid_id, first_tile = 1, 2
    ids = list(range(first_tile, first_tile + len(tiles)))
    items = list(zip(ids, tiles))
    # Properties: each coded picture's hvcC, then the tile's size, the grid's and the thumbnail's.
    hvcc_index = {name: i + 1 for i, name in enumerate(names)}
    tile_size, grid_size, thumbnail_size = len(names) + 1, len(names) + 2, len(names) + 3
    sizes = [full_box("ispe", 0, struct.pack(">II", TILE, TILE)), full_box("ispe", 0, struct.pack(">II", width, height))]
    associations = [struct.pack(">HBB", grid_id, 1, grid_size)]
    associations += [struct.pack(">HBBB", item, 2, 0x80 | hvcc_index[name], tile_size) for item, name in items]
    references = [box("dimg", struct.pack(">HH", grid_id, len(tiles)), *(struct.pack(">H", item) for item in ids))]
    located = list(items)
    if thumbnail:
        name, size = thumbnail
        thumbnail_id = ids[-1] + 1
        sizes.append(full_box("ispe", 0, struct.pack(">II", *size)))
        associations.append(struct.pack(">HBBB", thumbnail_id, 2, 0x80 | hvcc_index[name], thumbnail_size))
        references.append(box("thmb", struct.pack(">HHH", thumbnail_id, 1, grid_id)))
        located.append((thumbnail_id, name))
    ipco = box("ipco", *(coded[name][0] for name in names), *sizes)
    ipma = full_box("ipma", 0, struct.pack(">I", len(associations)), *associations)
    infe = [full_box("infe", 2, struct.pack(">HH4s", grid_id, 0, b"grid"), b"\0")]
    infe += [full_box("infe", 2, struct.pack(">HH4s", item, 0, b"hvc1"), b"\0") for item, _ in located]
    iinf = full_box("iinf", 0, struct.pack(">H", len(infe)), *infe)
    iref = full_box("iref", 0, *references)
    descriptor = struct.pack(">BBBBHH", 0, 0, rows - 1, columns - 1, width, height)
    # The data: the grid's descriptor, then each coded picture once.
    at, placed = len(descriptor), {}
    for name in names:
        placed[name] = at
        at += len(coded[name][1])

    def meta(data_start):
        locations = [struct.pack(">HHHII", grid_id, 0, 1, data_start, len(descriptor))]
        locations += [struct.pack(">HHHII", item, 0, 1, data_start + placed[name], len(coded[name][1])) for item, name in located]
        iloc = full_box("iloc", 0, struct.pack(">BBH", 0x44, 0, len(locations)), *locations)
        hdlr = full_box("hdlr", 0, struct.pack(">I4s12s", 0, b"pict", b""), b"\0")
        return full_box("meta", 0, hdlr, full_box("pitm", 0, struct.pack(">H", grid_id)), iloc, iinf, iref,
                        box("iprp", ipco, ipma))

    ftyp = box("ftyp", b"heic", struct.pack(">I", 0), b"mif1heic")
    data_start = len(ftyp) + len(meta(0)) + 8
    mdat = box("mdat", descriptor, *(coded[name][1] for name in names))
    path.write_bytes(ftyp + meta(data_start) + mdat)
    return path


def encoded(folder, pictures):
    """Each PPM picture of `pictures` (name: bytes) coded by libheif: name: (hvcC, data)."""
    tool = photos.make_heif_tool()
    coded = {}
    for name, ppm in pictures.items():
        (folder / f"{name}.ppm").write_bytes(ppm)
        subprocess.run([str(tool), str(folder / f"{name}.ppm"), str(folder / f"{name}.heic"), "1"], check=True, timeout=60)
        coded[name] = coded_tile(folder / f"{name}.heic")
        (folder / f"{name}.ppm").unlink()
        (folder / f"{name}.heic").unlink()
    return coded


def phone_heic(folder, picture, name="IMG_1200.HEIC", thumbnail_width=416):
    """`picture` (any file ImageMagick reads) as a phone writes it: 512 ×
    512 tiles (the last ones reaching past the picture, which the grid
    crops) and a thumbnail."""
    size = subprocess.run(["identify", "-format", "%w %h", str(picture)], capture_output=True, text=True, check=True)
    width, height = map(int, size.stdout.split())
    columns, rows = -(-width // TILE), -(-height // TILE)
    covered = folder / "covered.ppm"
    subprocess.run(["convert", str(picture), "-depth", "8", "-gravity", "northwest", "-background", "none",
                    "-extent", f"{columns * TILE}x{rows * TILE}", "-alpha", "off", str(covered)], check=True, timeout=60)
    pixels = covered.read_bytes().split(b"\n", 3)[3]
    covered.unlink()
    row_bytes = columns * TILE * 3
    tiles = {}
    for row in range(rows):
        for column in range(columns):
            starts = ((row * TILE + y) * row_bytes + column * TILE * 3 for y in range(TILE))
            lines = (pixels[start:start + TILE * 3] for start in starts)
            tiles[f"tile-{row:03}-{column:03}"] = b"P6 %d %d 255\n" % (TILE, TILE) + b"".join(lines)
    thumbnail_height = round(height * thumbnail_width / width)
    small = subprocess.run(["convert", str(picture), "-resize", f"{thumbnail_width}x{thumbnail_height}!", "-depth", "8",
                            "ppm:-"], capture_output=True, check=True, timeout=60).stdout
    coded = encoded(folder, {**tiles, "thumbnail": small})
    return write_grid(folder / name, width, height, lambda column, row: f"tile-{row:03}-{column:03}", coded,
                      thumbnail=("thumbnail", (thumbnail_width, thumbnail_height)))


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
    kinds = {f"quadrant{i}": noisy_tile(color) for i, color in enumerate(photos.SCENE)}
    kinds["stripes"] = noisy_tile(None, stripes=True)
    coded = encoded(folder, kinds)
    columns, rows = -(-width // TILE), -(-height // TILE)

    def tile_at(column, row):
        if (column, row) == (columns - 1, rows - 1):
            return "stripes"
        return f"quadrant{(row * TILE >= height // 2) * 2 + (column * TILE >= width // 2)}"

    return write_grid(folder / "IMG_4800.HEIC", width, height, tile_at, coded)
