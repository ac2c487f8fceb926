package org.memoryjournal.memory;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The values of the types a question can ask for ({@link AnswerType}) that a memory's text holds: its names, its
 * figures and whether it says when something is, holds a blood type or a street address, says where something is kept
 * or reports what someone said. The recall index keeps no text, so they go into one {@code long} per memory, worked out
 * when the memory is written and stored in the journal's {@code answer_values} column with its {@link TextCues} (when
 * what this reads changes, a schema step clears the cues, as step 12 did, and both are worked out again from the text):
 * up to {@value #KEPT} names as {@value #NAME_BITS}-bit hashes and up to {@value #KEPT} figures as {@value
 * #FIGURE_BITS}-bit hashes with a bit that says whether the figure is a code, each with a count, and above them one bit
 * for what someone said ({@link ReportedSpeech}), one for when something is ({@link CalendarValues}), one for a blood
 * type ({@link #BLOOD_TYPE}), one for a street address ({@link StreetAddresses}) and one for where something is kept
 * ({@link StoragePlaces}). Hashes, not flags, because a value the question already holds is no answer to it: "What is
 * Rosie's childminder called?" is not answered by a note that names only Rosie.
 *
 * <p>A name is a capitalised word that is not at a sentence's start (unless it is a possessive: "Mochi's booklet"), not
 * "I", a day, a month or a holiday, not a relative or role ("Mom"), not a title ("Dr", "Mrs": the word after "Dr." is a
 * name, not a sentence's start) and not all capitals (an abbreviation: "PR"). A figure is a run of letters and digits
 * with at least one digit ("112", "140kg", "5.4", "7:30", "B12"). It is a code when it could only identify something:
 * three digits or more, or letters then digits six characters long or more (a password: "azulPelicano42",
 * "CasaFernandez_5G"; not "B12"), no unit or ordinal after them ("140kg", "22nd"; one capital letter is no unit: "KBT
 * 118A"), no currency sign before them, no decimal or time separator, and not a year (a bare 19xx or 20xx:
 * "sunflower2019" is a code).
 */
public final class AnswerValues {
    /**
     * Values of each type kept per memory: a question holds few values, so a fourth would rarely change whether a
     * memory holds one the question does not.
     */
    static final int KEPT = 3;
    static final int NAME_BITS = 10;
    static final int FIGURE_BITS = 7;
    private static final int NAME_FIELD = NAME_BITS;
    private static final int FIGURE_FIELD = FIGURE_BITS + 1;
    private static final int FIGURES_SHIFT = 32;
    private static final int CODE_BIT = 1 << FIGURE_BITS;
    /** A figure: letters then digits, with separators between digit groups, then letters or a percent sign. */
    private static final Pattern FIGURE = Pattern.compile(
            "(?<![\\p{L}\\p{N}_])([\\p{L}_]*)(\\d[\\p{L}\\p{N}_]*(?:[.,:/]\\d[\\p{L}\\p{N}_]*)*)(%?)");
    /** Letters then digits this long or longer identify something ("Pixel7" does; "B12" does not). */
    private static final int MIXED_CODE_LENGTH = 6;
    private static final Pattern DIGITS_THEN_LETTERS = Pattern.compile("\\d+[\\p{L}_]+");
    /**
     * Digits then one capital letter: a plate, a flat or a house number ("KBT 118A", "221B"), not a unit
     * ("140kg", "22nd"). Still a code only with three digits or more.
     */
    private static final Pattern PLATE_END = Pattern.compile("\\d+\\p{Lu}");
    private static final Pattern YEAR = Pattern.compile("(?:19|20)\\d\\d");
    /** Set when the text reports what someone said ({@link ReportedSpeech}); above both packed halves. */
    private static final long SAID_BIT = 1L << 59;
    /** Set when the text says when something is ({@link CalendarValues}); above what someone said. */
    private static final long DATE_BIT = 1L << 60;
    /** Set when the text holds a blood type ({@link #BLOOD_TYPE}); above the date. */
    private static final long BLOOD_TYPE_BIT = 1L << 61;
    /**
     * A blood type: an ABO group (capital letters, but "o" or "0" for O too: "im o neg", "0 negativ") then its Rhesus
     * sign in English, Spanish, Portuguese or German ("A positive", "O neg", "AB+", "O positivo", "0 negativ"); or
     * the group alone after "type" or "group" ("blood type is B"). Not at a sentence's start for "A" ("A positive
     * test"), not inside a word or a score ("A-level", "0-1"); a bare sign ("AB+") only in a note that speaks of blood
     * ({@link #BLOOD_WORD}): "B- in maths" is a grade.
     */
    private static final Pattern BLOOD_TYPE = Pattern.compile("(?<![\\p{L}\\p{N}])(?:(?:AB|A|B|[Oo0])\\s?"
            + "(?:(?<sign>[+\\-−])|(?i:pos(?:itive|itivo|itiv)?|neg(?:ative|ativo|ativ)?|rh[+\\-]))"
            + "|(?i:type|group|grupo|tipo|gruppe)\\s+(?:(?i:is|es|é|ist)\\s+)?(?:AB|A|B|O|0))(?![\\p{L}\\p{N}+\\-])");
    /** Words of a note about blood, in which a group and a bare sign ("O-", "AB+") is a blood type. */
    private static final Pattern BLOOD_WORD = Pattern.compile("(?i)\\b(blood|donor|donat\\w*|transfusion|sangre|"
            + "sangue|sanguíneo|blut\\w*)\\b");
    /** Set when the text holds a street address ({@link StreetAddresses}); above the blood type. */
    private static final long ADDRESS_BIT = 1L << 62;
    /** Set when the text says where something is kept ({@link StoragePlaces}); the top bit. */
    private static final long STORED_BIT = 1L << 63;
    private static final String CURRENCY = "$€£¥₹₩";
    private static final Pattern POSSESSIVE = Pattern.compile("['’]s$");
    /** Capitalised words that name no one and nothing to look up. */
    private static final Set<String> NOT_NAMES = Set.of("i", "i'm", "i’m", "i've", "i’ve", "i'd", "i’d", "i'll",
            "i’ll", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues",
            "wed", "thu", "thur", "thurs", "fri", "sat", "sun", "january", "february", "march", "april", "may", "june",
            "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun",
            "jul", "aug", "sep", "sept", "oct", "nov", "dec", "christmas", "xmas", "easter", "halloween",
            "thanksgiving", "valentine", "nye", "ok", "okay");

    private AnswerValues() {
    }

    /** The values the text holds, packed (see the class comment); 0 for none. */
    public static long of(String text) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        long packed = pack(names(text).stream().mapToInt(AnswerValues::nameHash).toArray(), NAME_FIELD);
        List<Integer> figures = new ArrayList<>();
        List<Integer> quantities = new ArrayList<>();
        Matcher m = FIGURE.matcher(text);
        while (m.find()) {
            int h = figureHash(m.group(1) + m.group(2));
            if (isCode(text, m)) {
                figures.add(h | CODE_BIT);
            } else {
                quantities.add(h);
            }
        }
        figures.addAll(quantities); // codes first: they are the ones kept when there are more than three
        return packed | pack(figures.stream().mapToInt(Integer::intValue).distinct().toArray(), FIGURE_FIELD)
                << FIGURES_SHIFT | (holdsBloodType(text) ? BLOOD_TYPE_BIT : 0)
                | (StreetAddresses.in(text) ? ADDRESS_BIT : 0) | (StoragePlaces.in(text) ? STORED_BIT : 0)
                | (CalendarValues.in(text) ? DATE_BIT : 0) | (ReportedSpeech.in(text) ? SAID_BIT : 0);
    }

    /** Whether the text holds a blood type ({@link #BLOOD_TYPE}) that is not a capital "A" opening a sentence. */
    private static boolean holdsBloodType(String text) {
        Matcher m = BLOOD_TYPE.matcher(text);
        while (m.find()) {
            char before = charBefore(text, m.start());
            boolean opensSentence = before == 0 || ".!?".indexOf(before) >= 0;
            boolean article = text.charAt(m.start()) == 'A' && opensSentence && !text.startsWith("AB", m.start());
            if (!article && (m.group("sign") == null || BLOOD_WORD.matcher(text).find())) {
                return true;
            }
        }
        return false;
    }

    /** The bit that says a text holds a value of {@code type}, for a type held as one bit; 0 for the others. */
    private static long flag(AnswerType type) {
        return switch (type) {
            case DATE -> DATE_BIT;
            case BLOOD_TYPE -> BLOOD_TYPE_BIT;
            case ADDRESS -> ADDRESS_BIT;
            case STORED -> STORED_BIT;
            case SAID -> SAID_BIT;
            case NAME, CODE, QUANTITY -> 0;
        };
    }

    /** Whether a memory holding {@code values} holds a value of the type that the question does not hold. */
    static boolean holdsNew(long values, AnswerType type, Asked asked) {
        long flag = flag(type);
        if (flag != 0) {
            return (values & flag) != 0;
        }
        if (type == AnswerType.NAME) {
            int names = (int) values;
            for (int i = 0; i < count(names, NAME_FIELD); i++) {
                if (!asked.names().get(field(names, i, NAME_FIELD))) {
                    return true;
                }
            }
            return false;
        }
        int figures = (int) (values >>> FIGURES_SHIFT);
        for (int i = 0; i < count(figures, FIGURE_FIELD); i++) {
            int f = field(figures, i, FIGURE_FIELD);
            boolean wanted = type == AnswerType.QUANTITY || (f & CODE_BIT) != 0;
            if (wanted && !asked.figures().get(f & CODE_BIT - 1)) {
                return true;
            }
        }
        return false;
    }

    /** The hashes of the names {@code text} holds ({@link #names}). */
    static int[] nameHashes(String text) {
        return text == null ? new int[0] : names(text).stream().mapToInt(AnswerValues::nameHash).distinct().toArray();
    }

    /**
     * Whether a memory holding {@code values} holds every one of the names {@code hashes} ({@link #nameHashes}):
     * false for none, and for a name the memory holds beyond the {@value #KEPT} kept.
     */
    static boolean holdsAll(long values, int[] hashes) {
        int names = (int) values;
        for (int h : hashes) {
            boolean held = false;
            for (int i = 0; i < count(names, NAME_FIELD) && !held; i++) {
                held = field(names, i, NAME_FIELD) == h;
            }
            if (!held) {
                return false;
            }
        }
        return hashes.length > 0;
    }

    /** The hashes of a question's words and figures, which a memory's values are checked against. */
    record Asked(BitSet names, BitSet figures) {
        static Asked of(String question) {
            BitSet names = new BitSet(1 << NAME_BITS);
            BitSet figures = new BitSet(1 << FIGURE_BITS);
            if (question != null) {
                Subjects.words(question).forEach(w -> names.set(nameHash(w)));
                Matcher m = FIGURE.matcher(question);
                while (m.find()) {
                    figures.set(figureHash(m.group(1) + m.group(2)));
                }
            }
            return new Asked(names, figures);
        }
    }

    /** The names of the text (see the class comment), lower case, possessive stripped. */
    static Set<String> names(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (Subjects.Capitalised c : Subjects.capitalised(text)) {
            String word = c.word();
            String bare = POSSESSIVE.matcher(word).replaceFirst("");
            String lower = bare.toLowerCase(Locale.ROOT);
            boolean abbreviation = bare.equals(bare.toUpperCase(Locale.ROOT));
            if ((!c.sentenceStart() || Subjects.isPossessive(word)) && !abbreviation
                    && !NOT_NAMES.contains(lower) && !Subjects.isTitle(lower) && Subjects.relations(lower).isEmpty()) {
                out.add(lower);
            }
        }
        return out;
    }

    /** Whether the figure {@code m} found in {@code text} is a code (see the class comment). */
    private static boolean isCode(String text, Matcher m) {
        String letters = m.group(1);
        String body = m.group(2);
        long digits = body.chars().filter(Character::isDigit).count();
        boolean separated = body.chars().anyMatch(ch -> ".,:/".indexOf(ch) >= 0);
        boolean unit = letters.isEmpty() && DIGITS_THEN_LETTERS.matcher(body).matches()
                && !PLATE_END.matcher(body).matches() || !m.group(3).isEmpty();
        boolean money = CURRENCY.indexOf(charBefore(text, m.start())) >= 0;
        boolean year = letters.isEmpty() && YEAR.matcher(body).matches();
        // A password or a network name: "azulPelicano42", "CasaFernandez_5G" (measured: eval scenarios 341 → 342 of
        // 381, eval questions unchanged).
        boolean lettersThenDigits = !letters.isEmpty() && letters.length() + body.length() >= MIXED_CODE_LENGTH;
        return (digits >= 3 || lettersThenDigits) && !separated && !unit && !money && !year;
    }

    /** The last character before {@code index} that is not white space; 0 at the text's start. */
    private static char charBefore(String text, int index) {
        int i = index - 1;
        while (i >= 0 && Character.isWhitespace(text.charAt(i))) {
            i--;
        }
        return i < 0 ? 0 : text.charAt(i);
    }

    /** Up to {@link #KEPT} fields of {@code width} bits, then their count in two bits. */
    private static long pack(int[] fields, int width) {
        long packed = 0;
        int kept = Math.min(KEPT, fields.length);
        for (int i = 0; i < kept; i++) {
            packed |= (long) fields[i] << width * i;
        }
        return (packed | (long) kept << width * KEPT) & 0xFFFF_FFFFL;
    }

    private static int count(int packed, int width) {
        return packed >>> width * KEPT & 3;
    }

    private static int field(int packed, int i, int width) {
        return packed >>> width * i & (1 << width) - 1;
    }

    private static int nameHash(String word) {
        return hash(word, NAME_BITS);
    }

    private static int figureHash(String figure) {
        return hash(figure.toLowerCase(Locale.ROOT), FIGURE_BITS);
    }

    private static int hash(String s, int bits) {
        return (s.hashCode() * 0x9E3779B1) >>> (32 - bits);
    }
}
