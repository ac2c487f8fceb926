package org.memoryjournal.app.eval;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The LoCoMo benchmark (Maharana et al., 2024) in its published JSON format: a list of samples, each
 * with a {@code conversation} ({@code speaker_a}, {@code speaker_b}, {@code session_N_date_time},
 * {@code session_N} turn lists) and {@code qa} items. Reads the one-conversation file and the full
 * {@code locomo10.json} alike. Missing optional fields are tolerated (a turn without text is skipped, a
 * question without evidence is kept with none); a file that is not LoCoMo JSON is a
 * {@link LocomoFormatException} naming the file and the sample.
 *
 * <p>Session times carry no zone; they are read as UTC.
 */
public record LocomoDataset(List<Conversation> conversations) {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern SESSION_KEY = Pattern.compile("session_(\\d+)");
    private static final Pattern EVIDENCE_ID = Pattern.compile("D\\d+:\\d+");
    private static final DateTimeFormatter SESSION_TIME = new DateTimeFormatterBuilder()
            .parseCaseInsensitive()
            .appendPattern("h:mm a 'on' d MMMM, yyyy")
            .toFormatter(Locale.ENGLISH);

    public LocomoDataset {
        conversations = List.copyOf(conversations);
    }

    /** One sample: two speakers talking over dated sessions, and the questions about it. */
    public record Conversation(String sampleId, String speakerA, String speakerB, List<Session> sessions,
                               List<Question> questions) {
        public Conversation {
            sessions = List.copyOf(sessions);
            questions = List.copyOf(questions);
        }

        /** Every turn of every session, in order. */
        public List<Turn> turns() {
            return sessions.stream().flatMap(s -> s.turns().stream()).toList();
        }

        /** The start of the last session. */
        public Instant lastSessionTime() {
            return sessions.stream().map(Session::time).max(Comparator.naturalOrder())
                    .orElseThrow(() -> new LocomoFormatException("Conversation " + sampleId + " has no sessions."));
        }
    }

    /** One dated session of turns. */
    public record Session(int number, Instant time, List<Turn> turns) {
        public Session {
            turns = List.copyOf(turns);
        }
    }

    /** One turn: who said what, and the caption of the photo they shared, if any. */
    public record Turn(String diaId, String speaker, String text, Optional<String> imageCaption, Instant time) {
    }

    /**
     * One question. {@code answer} is the adversarial answer for category 5 questions.
     *
     * @param evidence the dia_ids of the turns that hold the answer (lists like "D8:6; D9:17" are split)
     * @param category 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop, 5 adversarial; 0 if absent
     */
    public record Question(String question, String answer, Set<String> evidence, int category) {
        public Question {
            evidence = Set.copyOf(evidence);
        }
    }

    /** Reads a LoCoMo JSON file. */
    public static LocomoDataset read(Path file) {
        String text;
        try {
            text = Files.readString(file);
        } catch (IOException e) {
            throw new LocomoFormatException("Cannot read " + file + ": " + e.getMessage()
                    + ". Check the path (the LoCoMo data is a JSON file such as locomo10.json).", e);
        }
        return parse(text, file.toString());
    }

    /** Parses LoCoMo JSON; {@code source} names it in error messages. */
    public static LocomoDataset parse(String json, String source) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (JsonProcessingException e) {
            throw new LocomoFormatException(source + " is not valid JSON (line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + "): " + e.getOriginalMessage()
                    + ". Use the LoCoMo file as published (e.g. locomo10.json).", e);
        }
        if (root == null || root.isMissingNode()) {
            throw new LocomoFormatException(source + " is empty; expected a LoCoMo JSON list of samples.");
        }
        List<JsonNode> samples = new ArrayList<>();
        if (root.isArray()) {
            root.forEach(samples::add);
        } else if (root.isObject() && root.has("conversation")) {
            samples.add(root);
        } else {
            throw new LocomoFormatException(source + " is not LoCoMo data: expected a list of samples, each with a"
                    + " \"conversation\" and \"qa\".");
        }
        if (samples.isEmpty()) {
            throw new LocomoFormatException(source + " holds no samples.");
        }
        List<Conversation> out = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            out.add(conversation(samples.get(i), i, source));
        }
        return new LocomoDataset(out);
    }

    private static Conversation conversation(JsonNode sample, int index, String source) {
        String id = text(sample, "sample_id").orElse("sample-" + (index + 1));
        JsonNode conv = sample.get("conversation");
        if (conv == null || !conv.isObject()) {
            throw new LocomoFormatException(source + ", sample " + id + ": no \"conversation\" object.");
        }
        List<Session> sessions = new ArrayList<>();
        Iterator<String> names = conv.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            Matcher m = SESSION_KEY.matcher(name);
            if (m.matches() && conv.get(name).isArray()) {
                int number = Integer.parseInt(m.group(1));
                Instant time = sessionTime(conv, number, source, id);
                sessions.add(new Session(number, time, turns(conv.get(name), time)));
            }
        }
        if (sessions.isEmpty()) {
            throw new LocomoFormatException(source + ", sample " + id + ": the conversation has no session_N lists.");
        }
        sessions.sort(Comparator.comparingInt(Session::number));
        List<Question> questions = new ArrayList<>();
        JsonNode qa = sample.get("qa");
        if (qa != null && qa.isArray()) {
            for (JsonNode q : qa) {
                question(q).ifPresent(questions::add);
            }
        }
        return new Conversation(id, text(conv, "speaker_a").orElse(""), text(conv, "speaker_b").orElse(""),
                sessions, questions);
    }

    private static Instant sessionTime(JsonNode conv, int number, String source, String id) {
        String key = "session_" + number + "_date_time";
        String value = text(conv, key).orElseThrow(() -> new LocomoFormatException(source + ", sample " + id
                + ": session " + number + " has no \"" + key + "\"."));
        return parseSessionTime(value).orElseThrow(() -> new LocomoFormatException(source + ", sample " + id
                + ": cannot read the time \"" + value + "\" of session " + number
                + " (expected e.g. \"1:56 pm on 8 May, 2023\")."));
    }

    /** Parses "1:56 pm on 8 May, 2023" as UTC. */
    public static Optional<Instant> parseSessionTime(String value) {
        try {
            return Optional.of(LocalDateTime.parse(value.trim(), SESSION_TIME).toInstant(ZoneOffset.UTC));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    private static List<Turn> turns(JsonNode list, Instant time) {
        List<Turn> out = new ArrayList<>();
        for (JsonNode t : list) {
            Optional<String> text = text(t, "text").filter(s -> !s.isBlank());
            Optional<String> dia = text(t, "dia_id");
            if (text.isEmpty() || dia.isEmpty()) {
                continue;
            }
            Optional<String> caption = text(t, "blip_caption").filter(s -> !s.isBlank());
            out.add(new Turn(dia.get().trim(), text(t, "speaker").orElse("Someone"), text.get(), caption, time));
        }
        return out;
    }

    private static Optional<Question> question(JsonNode q) {
        Optional<String> question = text(q, "question").filter(s -> !s.isBlank());
        if (question.isEmpty()) {
            return Optional.empty();
        }
        String answer = text(q, "answer").or(() -> text(q, "adversarial_answer")).orElse("");
        Set<String> evidence = new LinkedHashSet<>();
        JsonNode ev = q.get("evidence");
        if (ev != null && ev.isArray()) {
            for (JsonNode e : ev) {
                Matcher m = EVIDENCE_ID.matcher(e.asText(""));
                while (m.find()) {
                    evidence.add(m.group());
                }
            }
        }
        int category = q.path("category").asInt(0);
        return Optional.of(new Question(question.get(), answer, evidence, category));
    }

    private static Optional<String> text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull() || v.isContainerNode()) {
            return Optional.empty();
        }
        return Optional.of(v.asText());
    }
}
