package org.memoryjournal.ui.scores;

import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

/** The what-if presets of the score pane: the ablations and the two named policies. */
public enum Preset {
    DEFAULT("Default"),
    CLASSIC("Classic"),
    RELEVANCE_ONLY("Relevance only"),
    NO_RECENCY("No recency"),
    NO_IMPORTANCE("No importance"),
    EQUAL("Equal weights");

    private final String label;

    Preset(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The weights this preset puts on the sliders, given the saved ones. */
    Weights weights(Weights saved) {
        return switch (this) {
            case DEFAULT -> RetrievalPolicy.defaults().weights();
            case CLASSIC -> RetrievalPolicy.classic().weights();
            case RELEVANCE_ONLY -> new Weights(1, 0, 0);
            case NO_RECENCY -> new Weights(saved.relevance(), 0, saved.importance());
            case NO_IMPORTANCE -> new Weights(saved.relevance(), saved.recency(), 0);
            case EQUAL -> Weights.EQUAL;
        };
    }

    /** The episodic decay rate this preset puts on the slider. */
    double episodicDecay(DecayRates saved) {
        return switch (this) {
            case DEFAULT -> RetrievalPolicy.defaults().decay().episodic();
            case CLASSIC -> RetrievalPolicy.classic().decay().episodic();
            default -> saved.episodic();
        };
    }
}
