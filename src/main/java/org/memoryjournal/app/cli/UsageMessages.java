package org.memoryjournal.app.cli;

import java.util.List;
import java.util.Locale;

import picocli.CommandLine;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Turns a usage error (unknown option, missing argument, a value that does not convert) into the one
 * sentence the user sees, in words rather than the parser's own wording.
 */
final class UsageMessages {
    private UsageMessages() {
    }

    static String of(ParameterException ex, String[] args) {
        CommandLine c = ex.getCommandLine();
        String command = c.getCommandSpec().qualifiedName();
        String help = " See '" + command + " --help'.";
        if (ex instanceof UnmatchedArgumentException u) {
            return unmatched(c, u.getUnmatched(), args, help);
        }
        if (ex instanceof MissingParameterException m) {
            String dashed = dashedArgument(c, args);
            if (dashed != null) {
                return dashedText(c, dashed);
            }
            return "The command '" + command + "' needs " + names(m.getMissing()) + "." + help;
        }
        if (ex.getCause() instanceof TypeConversionException t && t.getMessage() != null
                && t.getMessage().endsWith(".")) {
            return t.getMessage(); // our converters already speak in sentences
        }
        if (ex.getArgSpec() != null && ex.getValue() != null) {
            return "'" + ex.getValue() + "' is not a valid " + name(ex.getArgSpec()) + expected(ex.getArgSpec()) + help;
        }
        return sentence(ex.getMessage()) + help;
    }

    private static String unmatched(CommandLine c, List<String> unmatched, String[] args, String help) {
        String first = unmatched.isEmpty() ? "" : unmatched.get(0);
        CommandSpec spec = c.getCommandSpec();
        String name = first.contains("=") ? first.substring(0, first.indexOf('=')) : first;
        if (first.startsWith("-") && spec.findOption(name) != null && afterDoubleDash(args, first)) {
            return "'" + name + "' is an option of '" + spec.qualifiedName() + "', but it came after --, where"
                    + " everything is text: put the options before --." + help;
        }
        if (first.startsWith("-") && !spec.positionalParameters().isEmpty()) {
            return dashedText(c, first);
        }
        if (first.startsWith("-")) {
            return "'" + first + "' is not an option of '" + spec.qualifiedName() + "'." + help;
        }
        if (!spec.subcommands().isEmpty() && spec.positionalParameters().isEmpty()) {
            return "There is no command '" + first + "'; the commands are "
                    + String.join(", ", spec.subcommands().keySet()) + ".";
        }
        return "'" + first + "' is one argument too many for '" + spec.qualifiedName() + "'." + help;
    }

    /** Whether {@code arg} comes after a "--" on the command line. */
    private static boolean afterDoubleDash(String[] args, String arg) {
        boolean dashes = false;
        for (String a : args) {
            if (dashes && a.equals(arg)) {
                return true;
            }
            dashes |= a.equals("--");
        }
        return false;
    }

    /** Text that starts with a dash looks like an option: say how to pass it anyway. */
    private static String dashedText(CommandLine c, String arg) {
        String command = c.getCommandSpec().qualifiedName();
        return "'" + arg + "' is not an option of '" + command + "'; to pass text that starts with a dash, put -- "
                + "before it: " + command + " -- \"" + arg + "\".";
    }

    /** The first argument after the sub-command's name that starts with a dash and is not one of its options. */
    private static String dashedArgument(CommandLine c, String[] args) {
        CommandSpec spec = c.getCommandSpec();
        boolean inCommand = spec.parent() == null;
        for (String a : args) {
            if (!inCommand) {
                inCommand = a.equals(spec.name());
                continue;
            }
            if (a.equals("--")) {
                return null;
            }
            String name = a.contains("=") ? a.substring(0, a.indexOf('=')) : a;
            if (a.startsWith("-") && a.length() > 1 && spec.findOption(name) == null) {
                return a;
            }
        }
        return null;
    }

    private static String names(List<ArgSpec> missing) {
        return String.join(" and ", missing.stream().map(UsageMessages::name).toList());
    }

    private static String name(ArgSpec arg) {
        if (arg instanceof OptionSpec o) {
            return "a value after " + o.longestName();
        }
        return arg.paramLabel();
    }

    private static String expected(ArgSpec arg) {
        Class<?> type = arg.type();
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class
                || List.class.isAssignableFrom(type) && arg.auxiliaryTypes().length > 0
                && (arg.auxiliaryTypes()[0] == Long.class || arg.auxiliaryTypes()[0] == Integer.class)) {
            return ": write a whole number.";
        }
        if (type == double.class || type == Double.class) {
            return ": write a number.";
        }
        return ".";
    }

    /** Capital first letter, full stop at the end. */
    static String sentence(String text) {
        String s = text == null || text.isBlank() ? "The command line is not valid" : text.strip();
        s = s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
        return s.endsWith(".") ? s : s + ".";
    }
}
