package org.memoryjournal.store;

import java.time.Instant;
import java.util.Optional;

import org.memoryjournal.memory.FitReason;
import org.memoryjournal.memory.LoweredFor;
import org.memoryjournal.memory.ScoreBreakdown;
import org.memoryjournal.memory.Weights;

/**
 * Text forms of a stored recall trace: a breakdown as twelve numbers, the reason for the question fit, the reason
 * it was lowered and whether its relevance was lowered for being about someone else's thing, separated by semicolons
 * (exact round trip; traces stored before the eleventh, the memory whose relevance was taken, read with none, before
 * the twelfth, the question fit, with 0, before the fit's reason with {@link FitReason#UNSTATED} when there is a fit,
 * before the lowering's reason with {@link LoweredFor#NEWER} when it was lowered, and before the last as not
 * lowered for someone else's; a sixteenth, the passage whose match the relevance is, read as 0, the whole text, when
 * absent), a seventeenth, "ASKED" when the memory only asks (absent or empty: it does not), then, in the same
 * column, the hash of the memory's text when it was ranked ({@link #entry}; absent in
 * traces kept before it was, read as 0, not known), and the context of a message's recall as
 * "v2;weights;instant;time focus", the weights being those the ranking used ("v1", kept before: the settings'
 * weights, {@link Context#weightsAsUsed} false).
 */
final class TraceCodec {
    private static final String VERSION = "v2";
    /** Contexts kept when the weights were the settings', not necessarily those the ranking used. */
    private static final String SETTINGS_WEIGHTS = "v1";

    private TraceCodec() {
    }

    static String breakdown(ScoreBreakdown b) {
        return b.relevance() + ";" + b.recency() + ";" + b.importance() + ";" + b.weightedRelevance() + ";"
                + b.weightedRecency() + ";" + b.weightedImportance() + ";" + b.timeMatch() + ";" + b.outdated() + ";"
                + b.outdatedBy() + ";" + b.total() + ";" + b.relevanceOf() + ";" + b.questionFit()
                + ";" + b.fitReason().name() + ";" + b.loweredFor().name() + ";" + (b.someoneElses() ? "OTHERS" : "")
                + ";" + b.passage() + ";" + (b.askedOnly() ? "ASKED" : "");
    }

    /** A trace entry's column: its breakdown, then the hash of the memory's text when it was ranked. */
    static String entry(ScoreBreakdown b, int textHash) {
        return breakdown(b) + ";" + textHash;
    }

    /** The hash of the memory's text kept with an entry ({@link #entry}); 0 when there is none or it is damaged. */
    static int textHash(String text) {
        String[] p = text == null ? new String[0] : text.split(";", -1);
        try {
            return p.length == 18 ? Integer.parseInt(p[17]) : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    static Optional<ScoreBreakdown> breakdown(String text) {
        if (text == null || text.isEmpty()) {
            return Optional.empty();
        }
        String[] p = text.split(";", -1);
        if (p.length < 10 || p.length > 18) {
            return Optional.empty();
        }
        try {
            double fit = p.length >= 12 ? d(p[11]) : 0;
            FitReason reason = p.length >= 13 ? FitReason.valueOf(p[12])
                    : fit > 0 ? FitReason.UNSTATED : FitReason.NONE;
            long below = Long.parseLong(p[8]);
            LoweredFor lowered = p.length >= 14 ? LoweredFor.valueOf(p[13])
                    : below != 0 ? LoweredFor.NEWER : LoweredFor.NONE;
            if (p.length >= 15 && !p[14].isEmpty() && !p[14].equals("OTHERS")) {
                return Optional.empty();
            }
            int passage = p.length >= 16 ? Integer.parseInt(p[15]) : 0;
            if (p.length >= 17 && !p[16].isEmpty() && !p[16].equals("ASKED")) {
                return Optional.empty();
            }
            return Optional.of(new ScoreBreakdown(d(p[0]), d(p[1]), d(p[2]), d(p[3]), d(p[4]), d(p[5]), d(p[6]),
                    d(p[7]), below, d(p[9]), p.length >= 11 ? Long.parseLong(p[10]) : 0, fit, reason, lowered,
                    p.length >= 15 && p[14].equals("OTHERS"), passage, p.length >= 17 && p[16].equals("ASKED")));
        } catch (IllegalArgumentException e) { // NumberFormatException, or a reason this version does not know
            return Optional.empty();
        }
    }

    static String context(Weights w, Instant at, String timeFocus) {
        return VERSION + ";" + w.relevance() + "," + w.recency() + "," + w.importance() + ";" + at + ";" + timeFocus;
    }

    /**
     * A kept recall's context.
     *
     * @param weightsAsUsed whether {@code weights} are those the ranking used (false: the settings' weights, kept
     *                      before the used ones were; a question about what mattered was weighed otherwise)
     */
    record Context(Weights weights, Instant at, String timeFocus, boolean weightsAsUsed) {
    }

    static Optional<Context> context(String text) {
        if (text == null || !(text.startsWith(VERSION + ";") || text.startsWith(SETTINGS_WEIGHTS + ";"))) {
            return Optional.empty();
        }
        String[] p = text.split(";", 4);
        if (p.length != 4) {
            return Optional.empty();
        }
        try {
            String[] w = p[1].split(",");
            return Optional.of(new Context(new Weights(d(w[0]), d(w[1]), d(w[2])), Instant.parse(p[2]), p[3],
                    p[0].equals(VERSION)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static double d(String s) {
        return Double.parseDouble(s);
    }
}
