package org.memoryjournal.memory;

/**
 * Maps a model's cosine similarity onto a relevance scale shared by every model: 0 where unrelated
 * texts typically land, 1 at paraphrase level. Small embedding models crowd all cosines into a narrow
 * band (BGE-small gives unrelated sentences 0.40–0.50), so raw cosine makes an unrelated memory look
 * half-relevant; after this map a bar means the same for every question and model.
 *
 * @param unrelated the cosine of typical unrelated sentences (the median, measured)
 * @param paraphrase the cosine of a close paraphrase
 */
public record SimilarityScale(double unrelated, double paraphrase) {
    /** No mapping: relevance is the raw cosine (models not measured, such as remote ones). */
    public static final SimilarityScale RAW = new SimilarityScale(0, 1);

    public SimilarityScale {
        if (!(unrelated >= -1 && unrelated < paraphrase && paraphrase <= 1)) {
            throw new IllegalArgumentException("A similarity scale needs -1 <= unrelated < paraphrase <= 1, not "
                    + unrelated + " and " + paraphrase + ".");
        }
    }

    /** The measured scale of the built-in models (see {@code memory-journal eval scenarios}); raw for others. */
    public static SimilarityScale forModel(String modelId) {
        return switch (modelId) {
            case "local:bge-small-en-v1.5-q" -> new SimilarityScale(0.45, 0.90);
            case "local:all-minilm-l6-v2-q" -> new SimilarityScale(0.05, 0.80);
            default -> RAW;
        };
    }

    /**
     * Where a cosine lies on this scale without clamping: 0 at the unrelated level, 1 at the paraphrase level,
     * above 1 for texts closer than a typical paraphrase.
     */
    public double position(double cosine) {
        return (cosine - unrelated) / (paraphrase - unrelated);
    }

    /** The relevance of a cosine, clamped to 0..1. */
    public double relevance(double cosine) {
        return Math.max(0, Math.min(1, (cosine - unrelated) / (paraphrase - unrelated)));
    }
}
