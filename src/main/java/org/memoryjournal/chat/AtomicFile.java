package org.memoryjournal.chat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.EnumSet;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file all at once: the content goes to a temporary file (owner-only) in the same folder, is
 * forced to the disk, then renamed over the target. A failure at any point leaves the previous file as
 * it was and removes the temporary one.
 */
public final class AtomicFile {
    /** Writes the whole content to the stream it is given. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path target, Content content) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = createTemp(dir, target.getFileName().toString());
        boolean done = false;
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                OutputStream out = Channels.newOutputStream(channel);
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            replace(temp, target);
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(temp);
            }
        }
    }

    /** Forces {@code temp} (in the target's folder) to the disk and renames it over {@code target}. */
    public static void replace(Path temp, Path target) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        forceDirectory(target.toAbsolutePath().getParent());
    }

    /** A new, empty, owner-only file beside {@code target}, named after it ({@code .NAME.RANDOM.tmp}). */
    public static Path temporaryBeside(Path target) throws IOException {
        return createTemp(target.toAbsolutePath().getParent(), target.getFileName().toString());
    }

    private static Path createTemp(Path dir, String name) throws IOException {
        for (int attempt = 0;; attempt++) {
            Path temp = dir.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()) + ".tmp");
            try {
                if (dir.getFileSystem().supportedFileAttributeViews().contains("posix")) {
                    return Files.createFile(temp, PosixFilePermissions.asFileAttribute(
                            PosixFilePermissions.fromString("rw-------")));
                }
                return Files.createFile(temp);
            } catch (FileAlreadyExistsException e) {
                if (attempt > 10) {
                    throw e;
                }
            }
        }
    }

    /** Makes the rename itself durable (where the platform lets a folder be synced). */
    private static void forceDirectory(Path dir) {
        try (FileChannel d = FileChannel.open(dir, EnumSet.of(StandardOpenOption.READ))) {
            d.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder this way; the rename is still atomic there.
        }
    }
}
