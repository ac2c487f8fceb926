package org.memoryjournal.settings;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

import org.memoryjournal.memory.DecayRates;
import org.memoryjournal.memory.Normalisation;
import org.memoryjournal.memory.RelevanceMode;
import org.memoryjournal.memory.RetrievalPolicy;
import org.memoryjournal.memory.Weights;

/**
 * The retrieval policy as settings: {@code retrieval.preset} = default | classic | custom, and for
 * custom the individual values. Unknown or broken values are refused with a sentence.
 */
public final class PolicySettings {
    public static final String PRESET = "retrieval.preset";
    public static final String WEIGHTS = "retrieval.weights";
    public static final String DECAY = "retrieval.decay";
    public static final String NORMALISATION = "retrieval.normalisation";
    public static final String RELEVANCE = "retrieval.relevance";
    public static final String KEYWORD_SHARE = "retrieval.keyword_share";
    public static final String POOL = "retrieval.candidate_pool";
    public static final String TOP_K = "retrieval.top_k";
    public static final String TOKEN_BUDGET = "retrieval.token_budget";

    private PolicySettings() {
    }

    /** A policy by preset name: default, classic. */
    public static RetrievalPolicy preset(String name) {
        return switch (name.toLowerCase(Locale.ROOT).strip()) {
            case "default" -> RetrievalPolicy.defaults();
            case "classic" -> RetrievalPolicy.classic();
            case "relevance" -> RetrievalPolicy.relevanceOnly();
            case "keyword" -> RetrievalPolicy.keywordOnly();
            default -> throw new SettingsException("Unknown retrieval preset '" + name
                    + "': use default, classic, relevance or keyword.");
        };
    }

    public static RetrievalPolicy read(Map<String, String> values) {
        String presetName = values.getOrDefault(PRESET, "default");
        if (!presetName.equalsIgnoreCase("custom")) {
            RetrievalPolicy p = preset(presetName);
            return applyCommon(p, values);
        }
        try {
            RetrievalPolicy base = RetrievalPolicy.defaults().withName("custom");
            Weights w = values.containsKey(WEIGHTS) ? Weights.parse(values.get(WEIGHTS)) : base.weights();
            DecayRates d = values.containsKey(DECAY) ? parseDecay(values.get(DECAY)) : base.decay();
            Normalisation n = values.containsKey(NORMALISATION)
                    ? Normalisation.valueOf(values.get(NORMALISATION).toUpperCase(Locale.ROOT).replace('-', '_'))
                    : base.normalisation();
            RelevanceMode r = values.containsKey(RELEVANCE)
                    ? RelevanceMode.valueOf(values.get(RELEVANCE).toUpperCase(Locale.ROOT)) : base.relevanceMode();
            double share = values.containsKey(KEYWORD_SHARE) ? Double.parseDouble(values.get(KEYWORD_SHARE))
                    : base.keywordShare();
            int pool = values.containsKey(POOL) ? Integer.parseInt(values.get(POOL)) : base.candidatePool();
            return applyCommon(base.withWeights(w).withDecay(d).withNormalisation(n).withRelevance(r, share, pool),
                    values);
        } catch (IllegalArgumentException e) {
            throw new SettingsException("The retrieval settings are not valid: " + e.getMessage(), e);
        }
    }

    private static RetrievalPolicy applyCommon(RetrievalPolicy p, Map<String, String> values) {
        try {
            RetrievalPolicy out = p;
            if (values.containsKey(TOP_K)) {
                out = out.withTopK(Integer.parseInt(values.get(TOP_K).strip()));
            }
            if (values.containsKey(TOKEN_BUDGET)) {
                out = out.withTokenBudget(Integer.parseInt(values.get(TOKEN_BUDGET).strip()));
            }
            return out;
        } catch (IllegalArgumentException e) {
            throw new SettingsException("The retrieval settings are not valid: " + e.getMessage(), e);
        }
    }

    /** The settings entries that reproduce {@code policy} (as a custom policy). */
    public static Map<String, String> write(RetrievalPolicy policy) {
        Map<String, String> out = new TreeMap<>();
        out.put(PRESET, "custom");
        Weights w = policy.weights();
        out.put(WEIGHTS, w.relevance() + "," + w.recency() + "," + w.importance());
        DecayRates d = policy.decay();
        out.put(DECAY, d.episodic() + "," + d.semantic() + "," + d.procedural());
        out.put(NORMALISATION, policy.normalisation().name().toLowerCase(Locale.ROOT));
        out.put(RELEVANCE, policy.relevanceMode().name().toLowerCase(Locale.ROOT));
        out.put(KEYWORD_SHARE, Double.toString(policy.keywordShare()));
        out.put(POOL, Integer.toString(policy.candidatePool()));
        out.put(TOP_K, Integer.toString(policy.topK()));
        out.put(TOKEN_BUDGET, Integer.toString(policy.tokenBudget()));
        return out;
    }

    static DecayRates parseDecay(String text) {
        String[] parts = text.split(",");
        if (parts.length != 3) {
            throw new IllegalArgumentException("decay is three rates per hour: episodic,semantic,procedural");
        }
        return new DecayRates(Double.parseDouble(parts[0].strip()), Double.parseDouble(parts[1].strip()),
                Double.parseDouble(parts[2].strip()));
    }
}
