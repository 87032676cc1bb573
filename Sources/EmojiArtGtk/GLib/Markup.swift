import CGtk

extension String {
    /// The text as markup that shows it as it is (`&`, `<`, `>`, quotes
    /// escaped): for the places GTK or libadwaita read Pango markup, as a
    /// toast's title does, and for GtkBuilder's XML. A name a person typed
    /// ("R&B <3") is text, never markup.
    var markupEscaped: String {
        String(takingGString: g_markup_escape_text(self, -1)) ?? ""
    }
}
