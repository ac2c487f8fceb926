package org.memoryjournal.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.EnumSet;

/** A file forced to the disk and renamed into place, so its name never points at half of it. */
final class FileMoves {
    private FileMoves() {
    }

    static void replace(Path temp, Path target) throws IOException {
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            channel.force(true);
        }
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        try (FileChannel dir = FileChannel.open(target.toAbsolutePath().getParent(), EnumSet.of(StandardOpenOption.READ))) {
            dir.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a folder this way; the rename is still atomic there.
        }
    }
}
