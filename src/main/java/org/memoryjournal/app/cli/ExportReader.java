package org.memoryjournal.app.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import java.util.function.LongConsumer;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.MemoryText;
import org.memoryjournal.store.ArchiveRows;
import org.memoryjournal.store.ArchiveState;
import org.memoryjournal.store.ArchivedAccess;
import org.memoryjournal.store.ArchivedForgotten;
import org.memoryjournal.store.ArchivedMemory;
import org.memoryjournal.store.ArchivedMessage;
import org.memoryjournal.store.Conversation;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;

/**
 * Reads an export file as a stream (never the whole file in memory) and validates it strictly: the
 * format and version, every field's type and range, nothing after the document. Any problem is an
 * {@link IllegalArgumentException} whose message says what and where, and ends "nothing was imported".
 */
final class ExportReader {
    /** Larger files are refused before reading; a stream (a pipe, /dev/zero) is cut off at this size. */
    static final long MAX_BYTES = 2048L * 1024 * 1024;
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(MemoryText.MAX_BYTES * 4).maxNestingDepth(32).maxNumberLength(64).build())
            .build();

    private final Path file;
    private final LongConsumer bytesRead;

    ExportReader(Path file) {
        this(file, n -> { });
    }

    /** @param bytesRead told how many bytes have been read so far, now and then (for a progress bar) */
    ExportReader(Path file, LongConsumer bytesRead) {
        this.file = file;
        this.bytesRead = bytesRead;
    }

    /**
     * What an export holds: for version 1 only memories as drafts (rated and embedded on import); for versions
     * 2 and 3 every row the journal had (version 2 without the assistants' log, the forgotten copies, the
     * evidence links, the id high-water mark and the last reflection).
     */
    record Content(int version, List<MemoryService.Draft> drafts, ArchiveRows rows) {
        int memoryCount() {
            return version == 1 ? drafts.size() : rows.memories().size();
        }
    }

    Content read() {
        if (!Files.exists(file)) {
            throw new IllegalArgumentException("There is no file " + file + ".");
        }
        if (Files.isDirectory(file)) {
            throw new IllegalArgumentException("The path " + file + " is a folder, not an export file.");
        }
        try {
            if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
                throw tooLarge();
            }
        } catch (IOException e) {
            throw new IllegalArgumentException("Could not read " + file + ". " + IoMessages.reason(e), e);
        }
        try (InputStream in = new Limited(Files.newInputStream(file), bytesRead);
             JsonParser p = FACTORY.createParser(in)) {
            return document(p);
        } catch (TooLarge e) {
            throw tooLarge();
        } catch (StreamConstraintsException e) {
            throw new IllegalArgumentException("The file " + file + " holds a value far longer than a memory can be"
                    + where(e.getLocation()) + "; nothing was imported.", e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("The file " + file + " is not valid JSON" + where(e.getLocation())
                    + "; nothing was imported.", e);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException("There is no file " + file + ".", e);
        } catch (IOException e) {
            throw new IllegalArgumentException("Could not read " + file + ". " + IoMessages.reason(e)
                    + " Nothing was imported.", e);
        }
    }

    private IllegalArgumentException tooLarge() {
        return new IllegalArgumentException("The file " + file + " is larger than " + MAX_BYTES / (1024 * 1024)
                + " MiB, more than an export of a journal can be; nothing was imported.");
    }

    private static String where(JsonLocation at) {
        return at == null || at.getLineNr() < 1 ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
    }

    private Content document(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw notExport();
        }
        String format = null;
        int version = 0;
        List<MemoryService.Draft> drafts = null;
        List<ArchivedMemory> memories = null;
        List<Conversation> conversations = List.of();
        List<ArchivedMessage> messages = List.of();
        List<ArchivedAccess> access = List.of();
        List<ArchivedForgotten> forgotten = List.of();
        long highestId = 0;
        Optional<ArchiveState.Reflected> reflection = Optional.empty();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            switch (name) {
                case "format" -> format = value == JsonToken.VALUE_STRING ? p.getText() : "";
                case "version" -> {
                    if (value != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT
                            || p.getIntValue() < 1 || p.getIntValue() > ExportCommand.VERSION) {
                        throw new IllegalArgumentException("The file " + file + " is an export of version " + Terminal.visible(p.getText())
                                + "; this version of Memory Journal reads versions 1 to " + ExportCommand.VERSION
                                + ". Nothing was imported.");
                    }
                    version = p.getIntValue();
                }
                case "memories" -> {
                    if (value != JsonToken.START_ARRAY) {
                        throw notExport();
                    }
                    if (version >= 2) {
                        memories = list(p, "Memory", ArchiveEntries::memory);
                    } else {
                        drafts = list(p, "Entry", ImportEntry::read);
                    }
                }
                case "conversations" -> conversations = version >= 2 && value == JsonToken.START_ARRAY
                        ? list(p, "Conversation", ArchiveEntries::conversation) : skip(p);
                case "messages" -> messages = version >= 2 && value == JsonToken.START_ARRAY
                        ? list(p, "Message", ArchiveEntries::message) : skip(p);
                case "access_log" -> access = version >= 3 && value == JsonToken.START_ARRAY
                        ? list(p, "Access log entry", ArchiveEntries::access) : skip(p);
                case "access_forgotten" -> forgotten = version >= 3 && value == JsonToken.START_ARRAY
                        ? list(p, "Forgotten memory", ArchiveEntries::forgotten) : skip(p);
                case "highest_memory_id" -> highestId = version >= 3 ? highest(p, value) : 0;
                case "reflection" -> reflection = version >= 3 ? reflection(p, value) : Optional.empty();
                default -> p.skipChildren();
            }
        }
        if (p.currentToken() != JsonToken.END_OBJECT) {
            throw notExport();
        }
        if (p.nextToken() != null) {
            throw new IllegalArgumentException("The file " + file + " has more after the end of the export" + where(p.currentLocation())
                    + "; nothing was imported.");
        }
        if (!ExportCommand.FORMAT.equals(format) || (drafts == null && memories == null)) {
            throw notExport();
        }
        if (memories != null) {
            new ArchiveLinks(file).check(memories, conversations, messages, forgotten);
            return new Content(version, List.of(), new ArchiveRows(memories, conversations, messages, access, forgotten,
                    new ArchiveState(highestId, reflection)));
        }
        return new Content(1, drafts, null);
    }

    private long highest(JsonParser p, JsonToken v) throws IOException {
        if (v != JsonToken.VALUE_NUMBER_INT || p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                || p.getLongValue() < 0) {
            throw new IllegalArgumentException("The file " + file + " has a \"highest_memory_id\" that is not a "
                    + "whole number of zero or more" + where(p.currentLocation()) + "; nothing was imported.");
        }
        return p.getLongValue();
    }

    private Optional<ArchiveState.Reflected> reflection(JsonParser p, JsonToken v) throws IOException {
        if (v == JsonToken.VALUE_NULL) {
            return Optional.empty();
        }
        Long last = null;
        java.time.Instant at = null;
        try {
            if (v != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("it is not an object");
            }
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                JsonToken t = p.nextToken();
                switch (name) {
                    case "last_memory_id" -> last = highest(p, t);
                    case "at" -> at = ImportEntry.time(p, t, "\"at\"");
                    default -> p.skipChildren();
                }
            }
            if (last == null || at == null) {
                throw new IllegalArgumentException("it needs \"last_memory_id\" and \"at\"");
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The \"reflection\" of " + file + " is not valid ("
                    + lowerFirst(UserMessages.of(e)) + "); nothing was imported.", e);
        }
        return Optional.of(new ArchiveState.Reflected(last, at));
    }

    private static <T> List<T> skip(JsonParser p) throws IOException {
        p.skipChildren();
        return List.of();
    }

    /** Reads one entry; the parser is at its START_OBJECT. */
    @FunctionalInterface
    private interface EntryReader<T> {
        T read(JsonParser p) throws IOException;
    }

    private <T> List<T> list(JsonParser p, String what, EntryReader<T> reader) throws IOException {
        List<T> out = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            int n = out.size() + 1;
            try {
                if (t != JsonToken.START_OBJECT) {
                    throw new IllegalArgumentException("it is not an object");
                }
                out.add(reader.read(p));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(what + " " + n + " of " + file + " is not valid ("
                        + lowerFirst(UserMessages.of(e)) + "); nothing was imported.", e);
            }
        }
        return out;
    }

    private IllegalArgumentException notExport() {
        return new IllegalArgumentException("The file " + file + " is not a Memory Journal export (no \"format\": \""
                + ExportCommand.FORMAT + "\" with a \"memories\" list); nothing was imported.");
    }

    static String lowerFirst(String s) {
        String t = s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
        return t.isEmpty() ? t : Character.toLowerCase(t.charAt(0)) + t.substring(1);
    }

    /** Thrown by {@link Limited} when the input goes past {@link #MAX_BYTES}. */
    private static final class TooLarge extends IOException {
        TooLarge() {
            super("too large");
        }
    }

    /** Cuts a stream off at {@link #MAX_BYTES}. */
    private static final class Limited extends FilterInputStream {
        private final LongConsumer progress;
        private long read;
        private long told;

        Limited(InputStream in, LongConsumer progress) {
            super(in);
            this.progress = progress;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = super.read(b, off, len);
            count(Math.max(n, 0));
            return n;
        }

        private void count(int n) throws TooLarge {
            read += n;
            if (read > MAX_BYTES) {
                throw new TooLarge();
            }
            if (read - told >= 1 << 20) {
                told = read;
                progress.accept(read);
            }
        }
    }
}
