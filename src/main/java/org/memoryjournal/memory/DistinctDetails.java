package org.memoryjournal.memory;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether two similar texts name different details: a number, or a name (a capitalised word that does not
 * start the sentence) that one holds and the other does not mention. Distinct facts that look alike
 * usually differ exactly there ("front door code 4417" / "garage code 7144", "lunch with Anya" / "dinner
 * with Marek"), while a restatement repeats them. Number words up to twelve and ordinals count as numbers.
 */
public final class DistinctDetails {
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,:]\\d+)*");
    private static final Pattern NAME = Pattern.compile("\\b\\p{Lu}[\\p{L}'’-]+");
    private static final Pattern WORD = Pattern.compile("\\p{L}+");
    private static final Map<String, String> NUMBER_WORDS = Map.ofEntries(
            Map.entry("one", "1"), Map.entry("first", "1"), Map.entry("two", "2"), Map.entry("second", "2"),
            Map.entry("three", "3"), Map.entry("third", "3"), Map.entry("four", "4"), Map.entry("fourth", "4"),
            Map.entry("five", "5"), Map.entry("fifth", "5"), Map.entry("six", "6"), Map.entry("sixth", "6"),
            Map.entry("seven", "7"), Map.entry("seventh", "7"), Map.entry("eight", "8"), Map.entry("eighth", "8"),
            Map.entry("nine", "9"), Map.entry("ninth", "9"), Map.entry("ten", "10"), Map.entry("tenth", "10"),
            Map.entry("eleven", "11"), Map.entry("eleventh", "11"), Map.entry("twelve", "12"),
            Map.entry("twelfth", "12"));

    private DistinctDetails() {
    }

    /** True when either text has a number or a name the other lacks. */
    public static boolean differ(String a, String b) {
        return !numbers(a).equals(numbers(b)) || namesMissing(a, b) || namesMissing(b, a);
    }

    static Set<String> numbers(String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            out.add(m.group().replace(',', '.').replaceFirst("^0+(?=\\d)", ""));
        }
        Matcher w = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (w.find()) {
            String n = NUMBER_WORDS.get(w.group());
            if (n != null) {
                out.add(n);
            }
        }
        return out;
    }

    private static boolean startsSentence(String text, int at) {
        int i = at - 1;
        while (i >= 0 && !Character.isLetterOrDigit(text.charAt(i)) && ".!?:;\n".indexOf(text.charAt(i)) < 0) {
            i--;
        }
        return i < 0 || ".!?:;\n".indexOf(text.charAt(i)) >= 0;
    }

    private static boolean namesMissing(String from, String in) {
        String other = in.toLowerCase(Locale.ROOT);
        String text = from.strip();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            if (startsSentence(text, m.start()) || m.group().startsWith("I'") || m.group().startsWith("I’")) {
                continue;
            }
            String name = m.group().replaceAll("['’]s$", "").toLowerCase(Locale.ROOT);
            if (name.length() > 1 && !other.contains(name)) {
                return true;
            }
        }
        return false;
    }
}
