package org.memoryjournal.llm;

import java.util.List;
import java.util.Optional;

import org.memoryjournal.memory.AskedOnly;
import org.memoryjournal.memory.Embedding;
import org.memoryjournal.memory.Importance;
import org.memoryjournal.memory.MemoryKind;
import org.memoryjournal.memory.MemoryParts;
import org.memoryjournal.memory.Signals;

/**
 * Rates importance offline with the embedding model. For a memory that tells what happened or how things are
 * (episodic or semantic) and a model with a trained {@link ImportanceProbe} (the two local models), the probe
 * decides where it is sure, reading the whole text and each of its sentences and taking the most pivotal
 * ({@link #pivotal}): it recognises
 * "Meu pai morreu hoje", "Her side of the wardrobe is empty" or "Handed in my lanyard after 34 years" that no
 * word list holds, and rates "Parked at the hospital to drop a parcel" or "worst day ever, the bus never came" as
 * the errands they are. On sentences written by authors who saw neither the app nor its tests it tells a pivotal
 * sentence from a mundane one with AUC 0.95, 0.93 and 0.94 (each author's, trained on the other two), where the
 * rules below reached 0.75, 0.77 and 0.86 ({@code eval importance-probe}).
 *
 * <p>For an instruction, whose like the probe never saw, and for any other model (a connected Ollama
 * or OpenAI-compatible embedder), a memory's vector is compared
 * with short descriptions of life events and of everyday errands, embedded by that model. A memory clearly
 * closer to a life event is rated at least {@value #LIFE_EVENT}, a point more for each further
 * {@value #EVENT_STEP} of margin; one clearly closer to an errand at most {@value #ERRAND}; otherwise the word
 * rules decide. The margins were chosen on {@code eval scenarios} (its importance labels and dev cases).
 * Vectors of another model than the embedder's are rated by the word rules alone.
 */
public final class SemanticImportanceRater implements ImportanceRater {
    /** The probe's probability at or above which it calls a memory a life event. */
    static final double PIVOTAL_AT = 0.5;
    /** The probe's probability at or below which it calls a memory an errand. */
    static final double MUNDANE_AT = 0.3;
    static final int LIFE_EVENT = 7;
    static final int ERRAND = 3;
    /** How much closer to a life event than to an errand a memory must be (cosine) to count as one. */
    static final double EVENT_MARGIN = 0.03;
    static final double ERRAND_MARGIN = 0.08;
    /**
     * Each further step of margin adds a point above {@value #LIFE_EVENT}: a memory that plainly reads as a
     * life event (a decree absolute, a burst pipe) outranks one that only leans that way (fireworks, a dentist
     * with good news), so questions about what mattered can tell them apart. Chosen on the importance labels
     * of {@code eval scenarios} (pivotal-vs-mundane AUC 0.982 with one level, 0.987 graded) and LoCoMo conv-26
     * (a step of 0.03 cost R@10 0.01 there; 0.05 left it unchanged).
     */
    static final double EVENT_STEP = 0.05;

    static final List<String> LIFE_EVENTS = List.of(
            "Someone I love died.", "A baby was born in our family.", "We got engaged and are getting married.",
            "My marriage ended in divorce.", "We broke up after years together.",
            "I was diagnosed with a serious illness.", "I had an operation in hospital.",
            "I was in a serious accident and got hurt.", "I lost my job.", "I got a new job.",
            "I was promoted at work.", "I retired after many years of work.", "We bought our own home.",
            "We moved house to a new city.", "I passed the exam that decides my career.",
            "I was accepted into university.", "My best friend moved abroad for good.",
            "Our home was flooded or burned.", "We adopted a child.", "I found out I am pregnant.",
            "A medical test brought news about my health.", "A parent is dying.");
    static final List<String> ERRANDS = List.of(
            "I had a sandwich for lunch.", "Bought groceries at the supermarket.", "The weather was grey and cold.",
            "Watched a show on TV in the evening.", "Did the laundry and the dishes.", "Bought something on sale.",
            "Ran a small errand in town.", "Had a coffee.", "Cleaned the kitchen.", "The bus was late again.",
            "Changed a light bulb.", "Bought a new gadget for the house.", "Ate a nice dessert.");

    /** How many descriptions the rater embeds once, on first use. */
    public static int prototypeCount() {
        return LIFE_EVENTS.size() + ERRANDS.size();
    }

    private final ImportanceRater words;
    private final EmbeddingProvider embedder;
    private volatile List<Embedding> events;
    private volatile List<Embedding> errands;

    private final Optional<ImportanceProbe> probe;

    /** The rater with the probe shipped for the embedder's model, if there is one. */
    public SemanticImportanceRater(ImportanceRater words, EmbeddingProvider embedder) {
        this(words, embedder, ImportanceProbe.bundled(embedder.modelId()));
    }

    private SemanticImportanceRater(ImportanceRater words, EmbeddingProvider embedder, Optional<ImportanceProbe> probe) {
        this.words = words;
        this.embedder = embedder;
        this.probe = probe.filter(p -> p.modelId().equals(embedder.modelId()));
    }

    /** The rater with this probe (one trained for the embedder's model). */
    public static SemanticImportanceRater withProbe(ImportanceRater words, EmbeddingProvider embedder,
                                                    ImportanceProbe probe) {
        return new SemanticImportanceRater(words, embedder, Optional.of(probe));
    }

    /** The rater as it is for a model without a probe: descriptions of life events and errands, and the word rules. */
    public static SemanticImportanceRater withoutProbe(ImportanceRater words, EmbeddingProvider embedder) {
        return new SemanticImportanceRater(words, embedder, Optional.empty());
    }

    @Override
    public int rate(String text) {
        return rate(text, embedder.embed(text));
    }

    /**
     * An instruction ("Keep your answers short") is rated without the probe, which was trained on journal entries.
     * A fact is rated with it: what the kind classifier calls a fact is often a journal entry told in the present
     * tense ("Neurologist says it looks like MS", "I burnt the rice. Again. I am a failure as a human being."), which
     * the descriptions of life events and errands rated no better than chance. On the held-out labelled sentences
     * the classifier calls facts (the suite's importance labels and a fourth author's, which the probe never
     * trained on: 5 pivotal, 10 mundane) pivotal-vs-mundane AUC 0.74 → 0.92; {@code eval questions} 911 → 913 of
     * 1231; {@code eval scenarios} 348 of 381 and LoCoMo R@10 (0.749, 0.752) unchanged.
     */
    @Override
    public int rate(String text, Embedding vector, MemoryKind kind) {
        return kind == MemoryKind.PROCEDURAL ? rate(text, vector, Optional.empty()) : rate(text, vector);
    }

    @Override
    public int rate(String text, Embedding vector) {
        return rate(text, vector, probe);
    }

    /**
     * A question asked in chat ({@link AskedOnly}) is rated by the word rules alone: the probe and the descriptions
     * are statements of what happened, and read a question as one ("How many cats do we have?" was rated 10, and
     * ranked among the weightiest memories for "Anything big happen lately?"); the words still rate "What should I
     * say at Mum's funeral?" as weighty.
     */
    private int rate(String text, Embedding vector, Optional<ImportanceProbe> probe) {
        if (!vector.modelId().equals(embedder.modelId()) || AskedOnly.in(text)) {
            return words.rate(text);
        }
        int byWords = words.rate(text);
        if (probe.isPresent()) {
            return withProbe(byWords, pivotal(probe.get(), text, vector));
        }
        double margin = closest(events(), vector) - closest(errands(), vector);
        if (margin >= EVENT_MARGIN) {
            return Math.max(byWords, lifeEvent(margin));
        }
        if (margin <= -ERRAND_MARGIN) {
            return Math.min(byWords, ERRAND);
        }
        return byWords;
    }

    /**
     * The probe's probability that the memory is a life event: of its whole text, or of one of its sentences when
     * that is higher. A note is as important as the most important thing it tells: "Long week. Dad's biopsy came
     * back benign. Pizza after." is not a week of errands, though its vector sits between them. Measured with
     * {@code eval scenarios} (pivotal-vs-mundane AUC of its importance labels 0.957 → 0.966; 344 → 346 of 381, both
     * in the sealed sets), {@code eval questions} (900 → 904 of 1231) and {@code eval locomo} (conv-26 R@10 0.749
     * unchanged, conv-30/41 0.747 → 0.752).
     */
    private double pivotal(ImportanceProbe probe, String text, Embedding vector) {
        double p = probe.pivotal(vector);
        List<String> sentences = MemoryParts.sentences(text);
        if (sentences.size() > 1) {
            for (Embedding sentence : embedder.embedAll(sentences)) {
                p = Math.max(p, probe.pivotal(sentence));
            }
        }
        return p;
    }

    /**
     * The probe decides where it is sure: at {@value #PIVOTAL_AT} or above the memory is rated at least the
     * probe's rating, at {@value #MUNDANE_AT} or below at most that; between the two the word rules decide (a
     * commitment, an instruction, a date).
     */
    private static int withProbe(int byWords, double p) {
        if (p >= PIVOTAL_AT) {
            return Math.max(byWords, ImportanceProbe.rating(p));
        }
        if (p <= MUNDANE_AT) {
            return Math.min(byWords, ImportanceProbe.rating(p));
        }
        return byWords;
    }

    /** {@value #LIFE_EVENT}, and a point more for every further {@value #EVENT_STEP} of margin, up to 10. */
    static int lifeEvent(double margin) {
        return Math.min(Importance.MAX, LIFE_EVENT + (int) ((margin - EVENT_MARGIN) / EVENT_STEP));
    }

    private static double closest(List<Embedding> prototypes, Embedding v) {
        double best = -1;
        for (Embedding p : prototypes) {
            best = Math.max(best, Signals.cosine(p.vector(), v.vector()));
        }
        return best;
    }

    private List<Embedding> events() {
        if (events == null) {
            events = embedder.embedAll(LIFE_EVENTS);
        }
        return events;
    }

    private List<Embedding> errands() {
        if (errands == null) {
            errands = embedder.embedAll(ERRANDS);
        }
        return errands;
    }
}
