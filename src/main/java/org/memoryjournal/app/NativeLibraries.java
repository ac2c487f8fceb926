package org.memoryjournal.app;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Extracts the native libraries of SQLite and ONNX Runtime once into the app's own cache folder
 * ({@code ~/.cache/memory-journal/native/…}, one folder per library build) and points the libraries there,
 * instead of letting each run copy them into the system's temporary folder (where a killed run leaves
 * 17 MB behind). When the cache cannot be written, the libraries fall back to their own behaviour.
 */
public final class NativeLibraries {
    static final String SQLITE_PATH = "org.sqlite.lib.path";
    static final String SQLITE_NAME = "org.sqlite.lib.name";
    static final String SQLITE_TMPDIR = "org.sqlite.tmpdir";
    static final String ONNX_PATH = "onnxruntime.native.path";

    private NativeLibraries() {
    }

    /** The per-user cache folder of the OS. */
    public static Path cacheDirectory(Map<String, String> env, String osName, Path home) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String local = env.get("LOCALAPPDATA");
            return (local != null ? Path.of(local) : home.resolve("AppData").resolve("Local"))
                    .resolve("Memory Journal").resolve("cache");
        }
        if (os.contains("mac")) {
            return home.resolve("Library").resolve("Caches").resolve("Memory Journal");
        }
        String xdg = env.get("XDG_CACHE_HOME");
        return (xdg != null && !xdg.isBlank() ? Path.of(xdg) : home.resolve(".cache")).resolve("memory-journal");
    }

    /**
     * Prepares both libraries under {@code cache}; returns the sentences of what could not be done
     * (nothing in the normal case). Call before any SQLite or ONNX class loads.
     */
    public static List<String> prepare(Path cache) {
        List<String> problems = new ArrayList<>();
        Path nativeDir = cache.resolve("native");
        sqlite().ifPresent(resource -> {
            try {
                Path lib = extract(resource, nativeDir.resolve("sqlite-" + fingerprint(resource)));
                System.setProperty(SQLITE_PATH, lib.getParent().toString());
                System.setProperty(SQLITE_NAME, lib.getFileName().toString());
                // sqlite-jdbc also sweeps its temporary folder for other processes' stale copies at start; two
                // processes sweeping /tmp at once logged an error with a stack trace. Ours holds none.
                System.setProperty(SQLITE_TMPDIR, lib.getParent().toString());
            } catch (IOException e) {
                problems.add("Could not keep the SQLite library in " + nativeDir + ": " + e.getMessage());
            }
        });
        onnxFolder().ifPresent(folder -> {
            try {
                URL runtime = resource(folder + System.mapLibraryName("onnxruntime"));
                URL jni = resource(folder + System.mapLibraryName("onnxruntime4j_jni"));
                if (runtime != null && jni != null) {
                    Path dir = nativeDir.resolve("onnxruntime-" + fingerprint(runtime) + "-" + fingerprint(jni));
                    extract(runtime, dir);
                    extract(jni, dir);
                    System.setProperty(ONNX_PATH, dir.toString());
                }
            } catch (IOException e) {
                problems.add("Could not keep the ONNX Runtime libraries in " + nativeDir + ": " + e.getMessage());
            }
        });
        return problems;
    }

    private static Optional<URL> sqlite() {
        try {
            String folder = org.sqlite.util.OSInfo.getNativeLibFolderPathForCurrentOS();
            String name = System.mapLibraryName("sqlitejdbc");
            if (name.endsWith(".jnilib")) {
                name = name.replace(".jnilib", ".dylib");
            }
            return Optional.ofNullable(resource("org/sqlite/native/" + folder + "/" + name));
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    private static Optional<String> onnxFolder() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        String o = os.contains("win") ? "win" : os.contains("mac") || os.contains("darwin") ? "osx"
                : os.contains("linux") ? "linux" : null;
        String a = arch.equals("amd64") || arch.equals("x86_64") ? "x64" : arch.equals("aarch64") ? "aarch64" : null;
        return o == null || a == null ? Optional.empty() : Optional.of("ai/onnxruntime/native/" + o + "-" + a + "/");
    }

    private static URL resource(String name) {
        return NativeLibraries.class.getClassLoader().getResource(name);
    }

    /** Identifies one build of a library without reading it: the jar entry's checksum and size. */
    private static String fingerprint(URL url) throws IOException {
        URLConnection c = url.openConnection();
        if (c instanceof JarURLConnection jar) {
            var entry = jar.getJarEntry();
            return Long.toHexString(entry.getCrc()) + "-" + entry.getSize();
        }
        return Long.toHexString(c.getLastModified()) + "-" + c.getContentLengthLong();
    }

    /** Copies {@code url} into {@code dir} unless an intact copy is there; the copy appears atomically. */
    static Path extract(URL url, Path dir) throws IOException {
        String path = url.getPath();
        Path target = dir.resolve(path.substring(path.lastIndexOf('/') + 1));
        long size = url.openConnection().getContentLengthLong();
        if (Files.isRegularFile(target) && (size < 0 || Files.size(target) == size)) {
            return target;
        }
        Files.createDirectories(dir);
        Path temp = dir.resolve(target.getFileName() + "." + UUID.randomUUID() + ".part");
        try (InputStream in = url.openStream()) {
            Files.copy(in, temp);
            if (temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                Files.setPosixFilePermissions(temp, PosixFilePermissions.fromString("rwx------"));
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
        return target;
    }
}
