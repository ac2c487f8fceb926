package org.memoryjournal.memory;

/** How the three signals are put on a common scale before weighting. */
public enum Normalisation {
    /** Each signal used as defined (each already in a fixed range), so bars compare across queries. */
    BOUNDED,
    /** Each signal rescaled to [0,1] over the candidate set (Generative Agents); all equal → 0.5. */
    MIN_MAX
}
