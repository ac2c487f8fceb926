package org.memoryjournal.chat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;

/** Restricts files and directories to their owner where the file system has POSIX permissions. */
public final class OwnerOnly {
    private OwnerOnly() {
    }

    public static void restrict(Path path) throws IOException {
        if (Files.getFileAttributeView(path, PosixFileAttributeView.class) == null) {
            return;
        }
        String perms = Files.isDirectory(path) ? "rwx------" : "rw-------";
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(perms));
    }
}
