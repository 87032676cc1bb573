/// How fast the picture picker fills its grid's model. GTK 4.8's grid view
/// makes and binds cells for thirty rows of its most columns at once, a
/// third of a millisecond each: added all at once, 2,000 photos held the
/// main loop for a tenth of a second. So items go in a screenful a frame
/// until every cell there will be is made, and then all the rest at once.
public enum GridFilling {
    /// The most columns the grid shows (few columns, few cells made).
    public static let maximumColumns = 6
    /// The cells the grid makes at most: thirty rows of the most columns.
    public static let cellsMade = 30 * maximumColumns
    /// Items added in one frame while cells are still being made.
    public static let itemsPerFrame = 30

    /// How many of `waiting` items to add this frame, with `inModel` there already.
    public static func itemsToAdd(waiting: Int, inModel: Int) -> Int {
        min(waiting, inModel < cellsMade ? itemsPerFrame : waiting)
    }
}
