package org.memoryjournal.app;

import org.memoryjournal.settings.DataDirectory;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.RollingFileAppender;

/**
 * The log file appender, creating each log file (the first, and the fresh one after a roll-over)
 * readable by its owner only, whatever the umask.
 */
final class OwnerOnlyFileAppender extends RollingFileAppender<ILoggingEvent> {
    @Override
    public void openFile(String fileName) throws IOException {
        Path file = Path.of(fileName);
        if (file.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            try {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            } catch (FileAlreadyExistsException e) {
                // appended to as it is; DataDirectory.create() has made it private
            }
        }
        super.openFile(fileName);
    }
}
