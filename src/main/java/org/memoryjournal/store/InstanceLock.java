package org.memoryjournal.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An exclusive lock on {@code <journal>.lock} next to the database, held while the journal is open, so two
 * running instances never write the same file. The operating system drops it when the process dies.
 */
final class InstanceLock implements AutoCloseable {
    private final FileChannel channel;
    private final FileLock lock;

    private InstanceLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path lockFileFor(Path database) {
        return database.resolveSibling(database.getFileName() + ".lock");
    }

    /** No lock: a read-only journal cannot be changed by this process, so it keeps no one out. */
    static InstanceLock none() {
        return new InstanceLock(null, null);
    }

    static InstanceLock acquire(Path database) {
        Path lockFile = lockFileFor(database);
        FileChannel channel = null;
        try {
            OwnerOnly.createFile(lockFile);
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException sameProcess) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                throw new StoreException("Another Memory Journal is using " + database + "; close it first.");
            }
            return new InstanceLock(channel, lock);
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StoreException("Could not lock the journal " + database + " (" + e.getMessage()
                    + "); check that its folder is writable.", e);
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // already failing; the first error is the one to report
            }
        }
    }

    @Override
    public void close() {
        try {
            if (lock != null) {
                lock.release();
            }
        } catch (IOException ignored) {
            // closing the channel releases it anyway
        } finally {
            closeQuietly(channel);
        }
    }
}
