package org.memoryjournal.llm;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.memoryjournal.memory.Importance;

/**
 * Rates importance without a model. Rules (points add up from a base of 3, then clamp to 1..10):
 * <ul>
 *   <li>greetings and small talk alone ("hi", "thanks", "ok", "lol", …) → 1, or 2 when a bit longer</li>
 *   <li>a decision ("decided", "going to", "will") +2</li>
 *   <li>a preference ("prefer", "like", "love", "hate", "favourite") +1</li>
 *   <li>a commitment ("promise", "deadline", "appointment", "must", "have to") +2</li>
 *   <li>a standing instruction ("always", "never", "from now on", "whenever", "remember to") +2</li>
 *   <li>a feeling ("sad", "happy", "worried", "excited", "angry", …) +2; a life event
 *       ("died", "married", "divorce", "pregnant", "fired", "accepted", …) +3</li>
 *   <li>a named person: a capitalised word that does not start a sentence (and is not "I") +1</li>
 *   <li>a date or time (weekday, month, "tomorrow", "10:30", "2025-03-01") +1</li>
 *   <li>a number +1, money ($, €, £, "dollars", "euros") +1 more</li>
 * </ul>
 */
public final class HeuristicImportanceRater implements ImportanceRater {

    private static final Pattern SMALL_TALK = Pattern.compile(
            "(hi|hello|hey|hiya|yo|thanks|thank you|thx|ty|ok|okay|k|lol|lmao|haha|cool|nice|great|bye|good night"
                    + "|good morning|yes|no|yep|nope|sure|hmm|wow|sounds good)( there| you| again| so much| a lot)?");
    private static final Pattern DECISION = word("decided|decide|decision|going to|will|chose|choose|plan to|planning");
    private static final Pattern PREFERENCE = word("prefer|prefers|like|likes|love|loves|hate|hates|favourite|favorite");
    private static final Pattern COMMITMENT = word("promise|promised|deadline|appointment|must|have to|need to|"
            + "committed|commit|agreed|booked|interview|exam");
    private static final Pattern INSTRUCTION = word("always|never|from now on|whenever|remember to|don't ever|"
            + "do not ever");
    private static final Pattern FEELING = word("sad|happy|worried|anxious|excited|angry|upset|scared|afraid|lonely|"
            + "depressed|stressed|proud|grateful|heartbroken|nervous|furious|devastated|thrilled|hurt|miss");
    private static final Pattern LIFE_EVENT = word("died|death|funeral|married|wedding|divorce|divorced|pregnant|"
            + "born|fired|laid off|accepted|graduated|broke up|break up|diagnosed|cancer|hospital|engaged|moved");
    private static final Pattern DATE = Pattern.compile("(?i)\\b(monday|tuesday|wednesday|thursday|friday|saturday|"
            + "sunday|january|february|march|april|may|june|july|august|september|october|november|december|"
            + "tomorrow|yesterday|tonight|next week|next month|next year)\\b|\\b\\d{1,2}:\\d{2}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b"
            + "|\\b\\d{1,2}(am|pm)\\b");
    private static final Pattern NUMBER = Pattern.compile("\\d");
    private static final Pattern MONEY = Pattern.compile("(?i)[$€£¥]\\s?\\d|\\d\\s?(dollars|euros|pounds|usd|eur|gbp)\\b");
    private static final Pattern WORD = Pattern.compile("\\p{L}[\\p{L}'’-]*");

    @Override
    public int rate(String text) {
        String t = text == null ? "" : text.strip();
        String bare = t.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} ]", " ").replaceAll("\\s+", " ").strip();
        if (bare.isEmpty() || SMALL_TALK.matcher(bare).matches()) {
            return 1;
        }
        int score = 3;
        if (bare.split(" ").length <= 3 && !NUMBER.matcher(t).find()) {
            score = 2;
        }
        score += has(DECISION, t) ? 2 : 0;
        score += has(PREFERENCE, t) ? 1 : 0;
        score += has(COMMITMENT, t) ? 2 : 0;
        score += has(INSTRUCTION, t) ? 2 : 0;
        score += has(FEELING, t) ? 2 : 0;
        score += has(LIFE_EVENT, t) ? 3 : 0;
        score += hasNamedPerson(t) ? 1 : 0;
        score += DATE.matcher(t).find() ? 1 : 0;
        score += NUMBER.matcher(t).find() ? 1 : 0;
        score += MONEY.matcher(t).find() ? 1 : 0;
        return Importance.clamp(score);
    }

    /** A capitalised word that is not the first word of a sentence and not "I"/"I'm". */
    static boolean hasNamedPerson(String text) {
        Matcher m = WORD.matcher(text);
        int previousEnd = -1;
        while (m.find()) {
            String w = m.group();
            boolean sentenceStart = previousEnd < 0 || text.substring(previousEnd, m.start()).matches(".*[.!?:]\\s*");
            previousEnd = m.end();
            if (!sentenceStart && Character.isUpperCase(w.charAt(0)) && !w.matches("I(['’].*)?")) {
                return true;
            }
        }
        return false;
    }

    private static Pattern word(String alternatives) {
        return Pattern.compile("(?i)\\b(" + alternatives + ")\\b");
    }

    private static boolean has(Pattern p, String text) {
        return p.matcher(text).find();
    }
}
