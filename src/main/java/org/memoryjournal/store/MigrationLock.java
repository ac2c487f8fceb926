package org.memoryjournal.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * An exclusive lock on {@code <journal>.lock} next to the database, held only while a process upgrades
 * the journal's schema, the one operation that must not run twice at once. Normal use takes no lock of
 * its own: several processes read and write the journal together through SQLite. A second process that
 * starts during an upgrade waits for it (and then finds the schema current); the operating system drops
 * the lock if the upgrading process dies.
 */
final class MigrationLock implements AutoCloseable {
    /** How long a process waits for another one's upgrade before it gives up with a sentence. */
    static final long WAIT_MS = 30_000;
    private static final long POLL_MS = 50;

    private final FileChannel channel;
    private final FileLock lock;

    private MigrationLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path lockFileFor(Path database) {
        return database.resolveSibling(database.getFileName() + ".lock");
    }

    static MigrationLock acquire(Path database) {
        return acquire(database, WAIT_MS);
    }

    static MigrationLock acquire(Path database, long waitMillis) {
        Path lockFile = lockFileFor(database);
        FileChannel channel = null;
        try {
            OwnerOnly.createFile(lockFile);
            channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            long deadline = System.nanoTime() + waitMillis * 1_000_000;
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return new MigrationLock(channel, lock);
                }
                if (System.nanoTime() >= deadline) {
                    channel.close();
                    throw new StoreException("Another Memory Journal is upgrading the journal " + database
                            + " to a newer format; try again when it has finished.");
                }
                Thread.sleep(POLL_MS);
            }
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StoreException("Could not lock the journal " + database + " to upgrade it (" + e.getMessage()
                    + "); check that its folder is writable.", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            closeQuietly(channel);
            throw new StoreException("Opening the journal " + database + " was interrupted; nothing was changed.", e);
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException sameProcess) {
            return null; // another journal object of this process is upgrading the same file
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
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it anyway
        } finally {
            closeQuietly(channel);
        }
    }
}
