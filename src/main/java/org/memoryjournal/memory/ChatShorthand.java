package org.memoryjournal.memory;

import java.util.regex.Pattern;

/**
 * The texting shorthand people type into a chat box, read as the words it stands for before a question is read: "how
 * should u talk to me" asks the assistant how it should behave as "how should you talk to me" does, and "r we still
 * on with rogers" asks as "are we still on …" does. Only a lower-case letter or pair standing alone is read ("u",
 * "ur", "r"): "U-bend", "R&B", "a U in maths", "plan B" and "the u.s." keep their letters. The question's vector is
 * the model's reading of the words as typed; only the rules that read its words see the expansion. A note is read
 * the same way when the kind classifier asks whether it instructs the assistant ("keep ur replies short pls").
 */
public final class ChatShorthand {
    private static final Pattern YOU = standalone("u");
    private static final Pattern YOUR = standalone("ur");
    private static final Pattern ARE = standalone("r");

    private ChatShorthand() {
    }

    private static Pattern standalone(String letters) {
        return Pattern.compile("(?<![\\p{L}\\p{N}'’&/.-])" + letters + "(?![\\p{L}\\p{N}'’&/-]|\\.\\p{L})");
    }

    /** The text with "u", "ur" and "r" standing alone in lower case written out; the text itself when it has none. */
    public static String expand(String text) {
        String out = YOU.matcher(text).replaceAll("you");
        out = YOUR.matcher(out).replaceAll("your");
        return ARE.matcher(out).replaceAll("are");
    }
}
