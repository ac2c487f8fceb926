package org.memoryjournal.store;

import java.util.Optional;

import org.memoryjournal.memory.DetailProbe;
import org.memoryjournal.memory.LinearProbe;

/** The detail probe shipped for a model ({@link DetailProbe}), read once per model for the indexes the store opens. */
public final class DetailProbeResource {
    private static final ModelResources<LinearProbe> PROBES = new ModelResources<>("detail probe", DetailProbe.class,
            DetailProbe::resourceName, DetailProbe::parse, LinearProbe::modelId);

    private DetailProbeResource() {
    }

    /** The probe trained for this model, if one was; a model without one ranks without the detail fit. */
    public static Optional<LinearProbe> forModel(String modelId) {
        return PROBES.forModel(modelId);
    }
}
