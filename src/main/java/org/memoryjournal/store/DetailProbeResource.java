package org.memoryjournal.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.memoryjournal.memory.DetailProbe;
import org.memoryjournal.memory.LinearProbe;

/** The detail probe shipped for a model ({@link DetailProbe}), read once per model for the indexes the store opens. */
public final class DetailProbeResource {
    private static final Map<String, Optional<LinearProbe>> BY_MODEL = new ConcurrentHashMap<>();

    private DetailProbeResource() {
    }

    /** The probe trained for this model, if one was; a model without one ranks without the detail fit. */
    public static Optional<LinearProbe> forModel(String modelId) {
        return BY_MODEL.computeIfAbsent(modelId, DetailProbeResource::load);
    }

    private static Optional<LinearProbe> load(String modelId) {
        String name = DetailProbe.resourceName(modelId);
        try (InputStream in = DetailProbe.class.getResourceAsStream(name)) {
            if (in == null) {
                return Optional.empty();
            }
            LinearProbe probe = DetailProbe.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!probe.modelId().equals(modelId)) {
                throw new IllegalStateException("The detail probe " + name + " is for " + probe.modelId() + ".");
            }
            return Optional.of(probe);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the detail probe for " + modelId, e);
        }
    }
}
