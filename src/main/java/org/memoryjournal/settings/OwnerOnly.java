package org.memoryjournal.settings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
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

    /**
     * Takes away every permission of the group and of others from an existing file or folder, keeping the
     * owner's as they are (a folder the user made read-only stays read-only). Returns the old permissions
     * when something changed.
     */
    public static Optional<String> tighten(Path path) throws IOException {
        if (!Files.exists(path) || Files.getFileAttributeView(path, PosixFileAttributeView.class) == null) {
            return Optional.empty();
        }
        Set<PosixFilePermission> before = Files.getPosixFilePermissions(path);
        Set<PosixFilePermission> after = EnumSet.noneOf(PosixFilePermission.class);
        for (PosixFilePermission p : before) {
            if (p.name().startsWith("OWNER_")) {
                after.add(p);
            }
        }
        if (after.equals(before)) {
            return Optional.empty();
        }
        Files.setPosixFilePermissions(path, after);
        return Optional.of(PosixFilePermissions.toString(before));
    }
}
