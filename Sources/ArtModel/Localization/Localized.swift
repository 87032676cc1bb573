/// Text a person reads, in their language. English is written in the code;
/// `Translation` looks it up in the catalogs under `po/`.
///
/// Sentences are whole and their values named ("Could Not Open “{file}”"),
/// so a translator can put the value where their grammar wants it. Only
/// literals are accepted, so `scripts/translations` finds every sentence.
public func localized(_ english: StaticString, _ values: KeyValuePairs<String, String> = [:]) -> String {
    Translation.fill(Translation.lookup(english.description), Array(values))
}

/// A sentence with a count in it: the catalog picks the form the count
/// needs (English has two, Chinese and Korean one). `{count}` is the count.
public func localized(_ singular: StaticString, plural: StaticString, count: Int,
                      _ values: KeyValuePairs<String, String> = [:]) -> String {
    let template = Translation.lookup(singular.description, plural.description, count: count)
    return Translation.fill(template, [("count", count.grouped)] + Array(values))
}
