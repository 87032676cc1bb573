import ArtModel
import CGtk

extension graphene_rect_t {
    init(_ rect: Rect) {
        self.init(origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
                  size: graphene_size_t(width: Float(rect.size.width), height: Float(rect.size.height)))
    }
}
