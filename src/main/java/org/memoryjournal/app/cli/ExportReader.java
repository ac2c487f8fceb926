package org.memoryjournal.app.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.memoryjournal.chat.MemoryService;
import org.memoryjournal.memory.MemoryText;

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
    static final long MAX_BYTES = 256L * 1024 * 1024;
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder()
                    .maxStringLength(MemoryText.MAX_BYTES * 4).maxNestingDepth(32).maxNumberLength(64).build())
            .build();

    private final Path file;

    ExportReader(Path file) {
        this.file = file;
    }

    List<MemoryService.Draft> read() {
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
        try (InputStream in = new Limited(Files.newInputStream(file));
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

    private List<MemoryService.Draft> document(JsonParser p) throws IOException {
        if (p.nextToken() != JsonToken.START_OBJECT) {
            throw notExport();
        }
        String format = null;
        List<MemoryService.Draft> drafts = null;
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            JsonToken value = p.nextToken();
            switch (name) {
                case "format" -> format = value == JsonToken.VALUE_STRING ? p.getText() : "";
                case "version" -> {
                    if (value != JsonToken.VALUE_NUMBER_INT || p.getNumberType() != JsonParser.NumberType.INT
                            || p.getIntValue() != ExportCommand.VERSION) {
                        throw new IllegalArgumentException("The file " + file + " is an export of version " + Terminal.visible(p.getText())
                                + "; this version of Memory Journal reads version " + ExportCommand.VERSION
                                + ". Nothing was imported.");
                    }
                }
                case "memories" -> {
                    if (value != JsonToken.START_ARRAY) {
                        throw notExport();
                    }
                    drafts = memories(p);
                }
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
        if (!ExportCommand.FORMAT.equals(format) || drafts == null) {
            throw notExport();
        }
        return drafts;
    }

    private IllegalArgumentException notExport() {
        return new IllegalArgumentException("The file " + file + " is not a Memory Journal export (no \"format\": \""
                + ExportCommand.FORMAT + "\" with a \"memories\" list); nothing was imported.");
    }

    private List<MemoryService.Draft> memories(JsonParser p) throws IOException {
        List<MemoryService.Draft> drafts = new ArrayList<>();
        JsonToken t;
        while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
            int n = drafts.size() + 1;
            try {
                if (t != JsonToken.START_OBJECT) {
                    throw new IllegalArgumentException("it is not an object");
                }
                drafts.add(ImportEntry.read(p));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Entry " + n + " of " + file + " is not valid ("
                        + lowerFirst(UserMessages.of(e)) + "); nothing was imported.", e);
            }
        }
        return drafts;
    }

    private static String lowerFirst(String s) {
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
        private long read;

        Limited(InputStream in) {
            super(in);
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
        }
    }
}
