package org.memoryjournal.store;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/** Creates the journal's folders and files readable by their owner only, where the file system has POSIX modes. */
final class OwnerOnly {
    private OwnerOnly() {
    }

    /** Creates the missing parent folders of {@code file} as rwx------. */
    static void createParents(Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent == null || Files.isDirectory(parent)) {
            return;
        }
        if (isPosix(file)) {
            Files.createDirectories(parent, attribute("rwx------"));
        } else {
            Files.createDirectories(parent);
        }
    }

    /** Creates {@code file} as rw-------; returns false when it already existed. */
    static boolean createFile(Path file) throws IOException {
        createParents(file);
        try {
            if (isPosix(file)) {
                Files.createFile(file, attribute("rw-------"));
            } else {
                Files.createFile(file);
            }
            return true;
        } catch (FileAlreadyExistsException e) {
            return false;
        }
    }

    private static boolean isPosix(Path file) {
        return file.getFileSystem().supportedFileAttributeViews().contains("posix");
    }

    private static FileAttribute<?> attribute(String mode) {
        return PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(mode));
    }
}
