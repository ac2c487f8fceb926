package org.memoryjournal.app.eval;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import picocli.CommandLine.Option;

/**
 * The options of a command that trains a probe of a local embedding model: which model, and whether to write the
 * probe into the source tree and its measures into the documents.
 */
final class ProbeOptions {
    @Option(names = "--model", paramLabel = "bge|minilm", defaultValue = "bge",
            description = "The local embedding model (default: ${DEFAULT-VALUE}).")
    String model;

    @Option(names = "--write", description = "Write the probe into the resources directory.")
    boolean write;

    @Option(names = "--write-docs", description = "Rewrite the probe's section of docs/EVALUATION.md.")
    boolean writeDocs;

    @Option(names = "--docs-dir", paramLabel = "DIR", defaultValue = "docs",
            description = "Where the documents go (default: ${DEFAULT-VALUE}).")
    Path docsDir;

    @Option(names = "--resources-dir", paramLabel = "DIR", defaultValue = "src/main/resources",
            description = "The source tree's resources (default: ${DEFAULT-VALUE}).")
    Path resources;

    /** Writes a probe's text as the resource {@code name} of {@code pkg} (slashes) under the resources directory. */
    Path writeResource(String pkg, String name, String text) throws IOException {
        Path file = resources.resolve(pkg).resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return file;
    }
}
