package org.memoryjournal.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The learned parts shipped for an embedding model (its detail probe, its query adapter), each a text resource next
 * to the class that reads it, read once per model: a model without one has none; one written for another model is an
 * error in the build.
 *
 * @param <T> what the resource holds
 */
final class ModelResources<T> {
    private static final Logger LOG = LoggerFactory.getLogger(ModelResources.class);
    private final Map<String, Optional<T>> byModel = new ConcurrentHashMap<>();
    private final String what;
    private final Class<?> anchor;
    private final Function<String, String> name;
    private final Function<String, T> parse;
    private final Function<T, String> modelOf;

    /**
     * @param what    what the resource is, for messages ("the detail probe")
     * @param anchor  the class the resource lies next to
     * @param name    the resource name for a model id
     * @param parse   reads the resource's text
     * @param modelOf the model a read resource is for
     */
    ModelResources(String what, Class<?> anchor, Function<String, String> name, Function<String, T> parse,
                   Function<T, String> modelOf) {
        this.what = what;
        this.anchor = anchor;
        this.name = name;
        this.parse = parse;
        this.modelOf = modelOf;
    }

    /** The resource for this model, if one ships; a damaged one is an error with a sentence. */
    Optional<T> forModel(String modelId) {
        return byModel.computeIfAbsent(modelId, this::load);
    }

    /**
     * The resource for this model, or none when it is missing or damaged (said once in the log): for a part read
     * during a recall, where failing would cost the user the answer, not only the part's help.
     */
    Optional<T> forModelOrNone(String modelId) {
        return byModel.computeIfAbsent(modelId, id -> {
            try {
                return load(id);
            } catch (RuntimeException e) {
                LOG.warn("The {} for {} could not be read; recalling without it: {}", what, id, e.getMessage());
                return Optional.empty();
            }
        });
    }

    private Optional<T> load(String modelId) {
        String resource = name.apply(modelId);
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                return Optional.empty();
            }
            T read = parse.apply(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            if (!modelOf.apply(read).equals(modelId)) {
                throw new IllegalStateException("The " + what + " " + resource + " is for " + modelOf.apply(read)
                        + ".");
            }
            return Optional.of(read);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not read the " + what + " for " + modelId, e);
        }
    }
}
