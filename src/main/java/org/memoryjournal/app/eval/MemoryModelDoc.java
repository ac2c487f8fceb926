package org.memoryjournal.app.eval;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.memoryjournal.chat.Reflection;
import org.memoryjournal.llm.HeuristicUpdateJudge;
import org.memoryjournal.memory.Adjustments;
import org.memoryjournal.memory.AskedOnly;
import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.DuplicateRule;
import org.memoryjournal.memory.JournalMean;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemoryParts;
import org.memoryjournal.memory.OthersThings;
import org.memoryjournal.memory.RecurringEpisodes;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.SimilarityScale;
import org.memoryjournal.memory.SourcesFirst;
import org.memoryjournal.memory.TimeFocus;
import org.memoryjournal.memory.Weights;

/**
 * {@code docs/MEMORY-MODEL.md}: prose written by hand, with sections between {@code <!-- BEGIN name -->} and
 * {@code <!-- END name -->} that only {@code eval memory-model} writes. The {@code defaults} section is read
 * from the code's own constants, so a changed default that is not regenerated fails {@code MemoryModelDocTest};
 * the {@code example} section is one run of the real write path and recall ({@link MemoryModelExample}).
 */
public final class MemoryModelDoc {
    static final String FILE = "MEMORY-MODEL.md";
    static final String BUILT_IN_BGE = "local:bge-small-en-v1.5-q";
    static final String BUILT_IN_MINILM = "local:all-minilm-l6-v2-q";

    private final Path dir;

    public MemoryModelDoc(Path dir) {
        this.dir = dir;
    }

    /** The default numbers, as the code holds them. */
    static String defaultsSection() {
        RetrievalPolicy p = RetrievalPolicy.defaults();
        Weights w = p.weights();
        Adjustments a = p.adjustments();
        StringBuilder sb = new StringBuilder();
        sb.append("Read from the code by `memory-journal eval memory-model --write-docs` (`RetrievalPolicy.defaults()` "
                + "and the constants it names).\n\n");
        sb.append("| what | default |\n|---|---|\n");
        row(sb, "score", String.format(Locale.ROOT, "%s × relevance + %s × recency + %s × importance + time match − "
                + "newer-wins penalty", num(w.relevance()), num(w.recency()), num(w.importance())));
        row(sb, "relevance", String.format(Locale.ROOT, "%s: %s %% meaning (embedding cosine on the model's scale, "
                        + "with the whole text or, when higher, with one of its passages: the opening sentence followed "
                        + "by one later sentence, up to %d per memory) and %s %% keyword match (share of the question's "
                        + "rarer words a memory holds)", p.relevanceMode().name().toLowerCase(Locale.ROOT),
                pct(1 - p.keywordShare()), MemoryParts.MAX, pct(p.keywordShare())));
        row(sb, "candidates scored exactly", p.candidatePool() + " best by meaning ∪ " + p.candidatePool()
                + " best by keywords ∪ the best of the question's time window");
        for (MemoryKind kind : MemoryKind.values()) {
            row(sb, "recency half-life, " + kind.id(), halfLife(p.decay().forKind(kind)));
        }
        row(sb, "importance", "the rating 1–10 divided by 10");
        row(sb, "memories recalled per question", String.valueOf(p.topK()));
        row(sb, "prompt budget for recalled memories", p.tokenBudget() == 0 ? "none"
                : "about " + p.tokenBudget() + " tokens (a memory that does not fit is skipped, the next one tried)");
        row(sb, "relevance floor", num(a.relevanceFloor()) + " (less relevant memories are left out unless they match "
                + "the question's time words or are pinned)");
        row(sb, "time match", "+" + num(a.timeBoost()) + " inside the question's window, half of it on its margin ("
                + num(a.timeBoost() * TimeFocus.LOOSE_SHARE) + " for a vague one, \"recently\", on a question "
                + "with a topic, and only on the memories about it); for \"the latest\" / \"the first time\", on "
                + "the newest / oldest memory about the question (" + standsOut() + ", or naming everyone "
                + "the question names; for the "
                + "first time, of those that say it was the first time, when one does, superseded ones included)");
        row(sb, "newer-wins", a.outdatedPenalty() == 0 ? "off" : "for a question about the present, a memory "
                + "ranks below a newer one of its class that says something changed, is about the same thing "
                + "(similarity ≥ " + num(a.sameTopic()) + "; " + centred(Adjustments.NEWER_STANDS_OUT)
                + "), ranks among the "
                + Adjustments.NEWER_WINS_WINDOW
                + " best whatever k is asked for and is at least "
                + pct(Adjustments.REPLACEMENT_RELEVANCE) + " % as relevant to the question: the newer one takes its "
                + "relevance when higher, and it loses at most " + num(a.outdatedPenalty()) + " to end just below; "
                + "for a question that looks a detail up, a newer note that holds no detail does not replace one that "
                + "does; for one that asks for a code or a figure, two notes that both hold one are about the same "
                + "thing whatever their similarity (in a journal of " + JournalMean.MEASURED_FROM + " or more, when "
                + "they also stand out from it as above), when the newer is at least "
                + pct(Adjustments.SAME_ANSWER_RELEVANCE) + " % as relevant; for one that asks for an amount, a count, "
                + "a size or a time of day, a newer note that holds one needs no change word when it is about the "
                + "same thing and shares the question's words where the older note does");
        row(sb, "an insight", a.any() ? "ranks just below the best-ranked memory it was drawn from, when that "
                + "memory ranks among the first " + SourcesFirst.WITHIN
                : "ranks by its own signals");
        row(sb, "a memory that replaced another", a.replacedRelevance() ? "found by what finds the memory it "
                + "replaced: it takes that memory's relevance when higher" : "off");
        row(sb, "a question about what mattered", "importance weight " + num(a.whatMattersImportance())
                + "; when it names no topic (\"highlights of the spring?\"), relevance weight × "
                + num(RetrievalPolicy.TOPICLESS_RELEVANCE));
        row(sb, "a question about how the assistant should behave", "+" + num(a.instructionBoost())
                + " for standing instructions (for a question about what the asker said about something, only for "
                + "those about it)");
        row(sb, "a question that looks a detail up", a.detailBoost() == 0 ? "off" : "+" + num(a.detailBoost())
                + " to a memory that holds a value of the type the question asks for and does not itself hold, when "
                + "its words say one (a name: who, called, which, what school does; a code: code, PIN, password, "
                + "number; a figure: how many, how much, size, dose, what time, what did … pay; a day, a date or a "
                + "time of day: when is, what day; a blood type; a street address; what someone said: what did the vet "
                + "say, advise, find, their verdict, to a memory that reports it); otherwise +"
                + num(a.detailBoost()) + " × the probability that a memory holds a detail rather than only mentioning "
                + "its topic (the built-in models' detail probe; none for another model), for a question that asks "
                + "where something is kept only to a memory that says where something is kept; none for an insight, "
                + "nor, unless it holds a blood type or a street address or says where something is kept, for a "
                + "memory that does not stand out as "
                + "about the question (" + standsOut() + ")");
        row(sb, "a question about the asker's own life (asked in the first person, or naming no one)",
                a.adaptedQuestions() ? "matched through the model's query adapter, a learned linear map of the "
                + "question's vector that prefers the note answering it over notes that only share its words, on the "
                + "adapter's own similarity scale and without keyword match (the built-in models; not for a question "
                + "about how the assistant should behave)" : "matched by the plain similarity");
        row(sb, "a question about the asker's own thing (\"my theory test\")", a.othersApart() ? "a memory that "
                + "gives that thing to someone else (\"Jaden passed his theory test\", \"my sister's wedding\"; not "
                + "\"at Tom's café\") keeps " + pct(OthersThings.KEPT) + " % of its relevance" : "off");
        row(sb, "a memory that only asks (a chat question written back)", "keeps " + pct(AskedOnly.KEPT)
                + " % of its relevance: it holds what was asked, not the answer");
        row(sb, "offline update rule", "a change word said, not weighed (\"thinking of switching\"), and not only "
                + "\"new\" or \"over\" (\"got a new cream from the GP\"), no word saying the older state goes on, "
                + "such as \"still\", similarity ≥ " + num(HeuristicUpdateJudge.SAME_THING)
                + " on the model's scale (" + centred(HeuristicUpdateJudge.STANDS_OUT) + "), and the same people "
                + "(nobody else's same thing)");
        row(sb, "duplicate check", "similarity at or above " + num(DuplicateRule.DEFAULT.threshold())
                + " on the model's scale (its paraphrase level), no differing number or name, and for events the same "
                + "day; the older memory is touched and keeps the higher importance");
        row(sb, "reflection", "when the importance written since the last one reaches "
                + Reflection.DEFAULT_THRESHOLD + "; offline, episodes at similarity ≥ " + num(Reflection.SAME_THING)
                + " (" + centred(RecurringEpisodes.STANDS_OUT) + ") on at least " + Reflection.MIN_DAYS
                + " different days become one insight citing them; the newest "
                + Reflection.WINDOW + " memories are looked at");
        for (String model : new String[] {BUILT_IN_BGE, BUILT_IN_MINILM}) {
            SimilarityScale s = SimilarityScale.forModel(model);
            row(sb, "similarity scale, `" + model + "`", "cosine " + num(s.unrelated()) + " → 0 (unrelated), "
                    + num(s.paraphrase()) + " → 1 (paraphrase)");
        }
        return sb.toString();
    }

    private static void row(StringBuilder sb, String what, String value) {
        sb.append("| ").append(what).append(" | ").append(value).append(" |\n");
    }

    static String halfLife(double rate) {
        double hours = DecayRates.halfLifeHours(rate);
        if (Double.isInfinite(hours)) {
            return "none (never decays)";
        }
        double days = hours / 24;
        if (days >= 365) {
            return String.format(Locale.ROOT, "about %.0f years", days / 365);
        }
        return days >= 2 ? String.format(Locale.ROOT, "%.0f days", days) : String.format(Locale.ROOT, "%.0f hours", hours);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double share) {
        return String.format(Locale.ROOT, "%.0f", share * 100);
    }

    /** Replaces one generated section in the document, keeping everything else; returns the file. */
    public Path writeSection(String name, String body) {
        Path file = dir.resolve(FILE);
        String text = read(file);
        Matcher m = section(name).matcher(text);
        if (!m.find()) {
            throw new IllegalStateException(file + " has no section '" + name + "' (<!-- BEGIN " + name
                    + " --> … <!-- END " + name + " -->) to replace.");
        }
        String replaced = text.substring(0, m.start(1)) + (body.endsWith("\n") ? body : body + "\n")
                + text.substring(m.end(1));
        try {
            Path tmp = dir.resolve(FILE + ".tmp");
            Files.writeString(tmp, replaced);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /** The current text of a generated section, empty when the document or the section is missing. */
    public String section(String name, boolean required) {
        Path file = dir.resolve(FILE);
        if (!Files.exists(file) && !required) {
            return "";
        }
        Matcher m = section(name).matcher(read(file));
        if (m.find()) {
            return m.group(1);
        }
        if (required) {
            throw new IllegalStateException(file + " has no section '" + name + "'.");
        }
        return "";
    }

    private static Pattern section(String name) {
        return Pattern.compile("<!-- BEGIN " + Pattern.quote(name) + " -->\\n(.*?)<!-- END " + Pattern.quote(name)
                + " -->", Pattern.DOTALL);
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * "About the question" against the journal's background, in words ({@link Adjustments#QUESTION_STANDS_OUT},
     * {@link Adjustments#KEYWORD_STANDS_OUT}): what {@link JournalMean} adds from its size on.
     */
    private static String standsOut() {
        return "in a journal of " + JournalMean.MEASURED_FROM + " or more memories, with a similarity to the question "
                + "once the journal's mean vector is taken from both ≥ " + pct(Adjustments.QUESTION_STANDS_OUT)
                + " % of the best candidate's, or holding words that carry ≥ " + pct(Adjustments.KEYWORD_STANDS_OUT)
                + " % of the question's information";
    }

    /** The journal-relative condition, in words: what {@link JournalMean} adds from its size on. */
    private static String centred(double threshold) {
        return "and, in a journal of " + JournalMean.MEASURED_FROM + " or more memories, ≥ " + num(threshold)
                + " once the journal's mean vector is taken from both";
    }

}
