package org.memoryjournal.mcp;

import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The arguments of one tool call, read strictly: a missing, misspelt or mistyped argument is a
 * {@link ToolFailure} naming it and saying what is expected, never a guess.
 */
final class ToolArguments {
    private final String tool;
    private final Map<String, Object> values;

    ToolArguments(String tool, Map<String, Object> values, Set<String> known) {
        this.tool = tool;
        this.values = values == null ? Map.of() : values;
        for (String name : this.values.keySet()) {
            if (!known.contains(name)) {
                throw new ToolFailure("The " + tool + " tool has no argument \"" + name + "\"; it takes "
                        + String.join(", ", known.stream().sorted().toList()) + ".");
            }
        }
    }

    /** A text that must be present and not blank. */
    String requiredText(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new ToolFailure("The " + tool + " tool needs \"" + name + "\", a text.");
        }
        if (!(v instanceof String s)) {
            throw new ToolFailure("\"" + name + "\" must be a text, not " + describe(v) + ".");
        }
        if (s.isBlank()) {
            throw new ToolFailure("\"" + name + "\" is empty; give the text to " + tool + ".");
        }
        return s;
    }

    Optional<String> optionalText(String name) {
        Object v = values.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof String s)) {
            throw new ToolFailure("\"" + name + "\" must be a text, not " + describe(v) + ".");
        }
        return s.isBlank() ? Optional.empty() : Optional.of(s.strip());
    }

    /** A whole number in {@code [min, max]}; numbers written as text ("5") are accepted, 2.5 is not. */
    OptionalInt optionalInt(String name, int min, int max) {
        Object v = values.get(name);
        if (v == null) {
            return OptionalInt.empty();
        }
        long n;
        if (v instanceof Number num && (num instanceof Integer || num instanceof Long
                || num.doubleValue() == Math.rint(num.doubleValue()))) {
            n = num.longValue();
        } else if (v instanceof String s && s.strip().matches("-?\\d{1,18}")) {
            n = Long.parseLong(s.strip());
        } else {
            throw new ToolFailure("\"" + name + "\" must be a whole number from " + min + " to " + max + ", not "
                    + describe(v) + ".");
        }
        if (n < min || n > max) {
            throw new ToolFailure("\"" + name + "\" must be from " + min + " to " + max + "; " + n + " is out of range.");
        }
        return OptionalInt.of((int) n);
    }

    int requiredInt(String name, int min, int max) {
        OptionalInt v = optionalInt(name, min, max);
        if (v.isEmpty()) {
            throw new ToolFailure("The " + tool + " tool needs \"" + name + "\", a whole number.");
        }
        return v.getAsInt();
    }

    /** A number as a positive id (memory ids can exceed an int). */
    long requiredId(String name) {
        Object v = values.get(name);
        if (v == null) {
            throw new ToolFailure("The " + tool + " tool needs \"" + name + "\", the number of a memory.");
        }
        long n;
        if (v instanceof Number num && num.doubleValue() == Math.rint(num.doubleValue())) {
            n = num.longValue();
        } else if (v instanceof String s && s.strip().replaceFirst("^#", "").matches("\\d{1,18}")) {
            n = Long.parseLong(s.strip().replaceFirst("^#", ""));
        } else {
            throw new ToolFailure("\"" + name + "\" must be the number of a memory (as recall or list_recent "
                    + "show it), not " + describe(v) + ".");
        }
        if (n < 1) {
            throw new ToolFailure("\"" + name + "\" must be a memory number of 1 or more; " + n + " is not one.");
        }
        return n;
    }

    private static String describe(Object v) {
        if (v instanceof String s) {
            return "\"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
        }
        if (v instanceof Map<?, ?>) {
            return "an object";
        }
        if (v instanceof java.util.List<?>) {
            return "a list";
        }
        if (v instanceof Boolean) {
            return "true/false";
        }
        return String.valueOf(v);
    }
}
