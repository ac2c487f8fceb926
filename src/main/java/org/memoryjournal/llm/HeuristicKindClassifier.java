package org.memoryjournal.llm;

import java.util.regex.Pattern;

import org.memoryjournal.memory.AskedOnly;
import org.memoryjournal.memory.ChatShorthand;
import org.memoryjournal.memory.MemoryKind;

/**
 * Classifies without a model.
 * <ul>
 *   <li><b>procedural</b> — only a standing instruction addressed to the assistant: a sentence that
 *       tells "you" how to behave ("You should always answer in French", "I'd like you to keep it short"),
 *       an imperative aimed at the assistant ("Always give me distances in kilometres", "Call me Sam",
 *       "Keep your answers brief", "Reply in Spanish", "Don't use emoji", "From now on, …", "When I ask
 *       for a recipe, use metric units"). "I never liked my old boss" and "Tom always forgets his keys"
 *       contain always/never but instruct nobody: they are not procedural.</li>
 *   <li><b>semantic</b> — lasting facts and preferences: "I prefer", "my name is", "I live in", "I work
 *       at/as/for", "I'm allergic", "my favourite", "I like/love/hate/enjoy", "my X is/are …", habits
 *       ("I always/usually/never …" in the present tense, "every time …").</li>
 *   <li>otherwise <b>episodic</b>.</li>
 * </ul>
 */
public final class HeuristicKindClassifier implements KindClassifier {

    /** Verbs an instruction to the assistant starts with (after "please", "always", "never", "don't"). */
    private static final String ASSISTANT_VERBS = "answer|reply|respond|talk|speak|address|format|summari[sz]e"
            + "|refer|spell|translate|explain|greet|quote|cite|round|convert|assume|treat|recommend|suggest|describe"
            + "|express|avoid|skip|stop|use|mention|include|list|bring up|keep (?:it|answers|replies|things|your|them)"
            + "|(?:give|tell|show|ask|call|correct|nag|lecture) me|write (?:dates|numbers|times|everything|it|"
            + "out|in|me|back)|be (?:honest|brief|concise|direct|blunt|gentle|straight|kind|patient) with me"
            // "Always give me the short version", "Never put emojis in your replies", "Always be brief"; not a note to
            // self about the world: "Always check the tide tables twice before leaving", "Always make the dough the
            // night before", "never say a number first" (a friend's tip for a pay talk).
            + "|(?<=always |never )(?:give|show|write|put|make|keep|add|say|sign|check)(?=[^.!?;,]*\\b(?:me|my|"
            + "your|you|answers?|repl(?:y|ies)|responses?|messages?|units|times|dates|numbers|sources|spelling)"
            + "\\b| it\\b)|(?<=always |never )be (?:brief|short|concise|direct|honest|blunt|gentle|kind|patient|polite|"
            + "formal|casual|specific|precise|clear|straight)\\b"
            // "Never call the landlord after 8pm" is a note to self: the assistant calls and asks nobody else.
            + "|(?<=always |never )(?:tell|call|remind|ask|send)(?! (?:the|my|our|his|her|their|him|them|anyone|"
            + "people|everyone)\\b)"
            + "|remind me(?! to\\b)|(?:open|begin|end|close) (?:with|your)|sign (?:off|your)"
            + "|bother (?:giving|telling|showing|listing|suggesting|explaining)";

    /** What users of a journal app call the assistant. */
    private static final String THE_APP = "(?:app|ai|bot|chatbot)";
    /** Words that open a note by greeting whoever it is for. */
    private static final String GREETING_WORDS = "ok|okay|hey|hi|hoy|oi|dear|btw|also";
    private static final String GREETING = "(?:" + GREETING_WORDS + ")";
    /** Words that lead to whom a note is for: a greeting, "note for the app", "another rule for you app". */
    private static final String TO_THE_APP = "(?:" + GREETING_WORDS + "|and|another|a|one|more|second|other|note|"
            + "instruction|rule|message|reminder|for|to|you|para|sa|the)";

    private static final Pattern TO_YOU = Pattern.compile("(?i)\\b(you|your)\\b.*\\b(always|never|should|must|"
            + "please|from now on|have to|need to|don'?t|do not|stop|keep|only|whenever|every time|each time)\\b"
            + "|^\\s*no [\\p{L} -]{2,30} in (?:your\\b|(?:the )?(?:answers?|repl(?:y|ies)|responses?|messages?)\\b)"
            // Addressed by name: "Note for you, assistant: …", "hey if ur reading this assistant: keep it casual"
            + "|(?:^|\\bhey |\\bok |\\bthis |\\bdear |\\byou,? )assistant\\s*[:,!]"
            // or by what it is to the user, heading the note: "for the app: money in NZ dollars", "app rule: never
            // …", "ok ai rule: when i ask for help …", "another rule for you app: …", and with a dash after words
            // that lead to it ("note for the app - no essays") or before a "please" (AI is as often the topic:
            // "AI - the keynote was all hype, please let it end"); not "Downloaded a new app, it tracks my sleep"
            + "|^\\W*(?:" + TO_THE_APP + "\\s+){0,5}" + THE_APP + "(?:\\s+rules?)?\\s*:"
            + "|^\\W*(?:" + TO_THE_APP + "\\s+){1,5}" + THE_APP + "(?:\\s+rules?)?\\s+[-–—]\\s"
            + "|^\\W*(?:" + GREETING + "\\s+)?(?:app|bot|chatbot)\\s*(?:[-–—]\\s[^.!?\\n]*\\b)?(?:pls|please|plz)\\b"
            // or called by it, as one calls a person: "App, wag mo na akong paalalahanan …", "hoy app, default is
            // CAD"; not "Ai, que saudade" (an interjection), "The app, which Ana set up, is lovely"
            + "|^\\W*(?:" + GREETING + "\\s+)?app\\s*,|^\\W*" + GREETING + "\\s+" + THE_APP + "\\s*,"
            + "|\\bwhen(ever)? you\\b"
            + "|\\b(?:when|whenever|if|every time|each time) i (?:ask|tell|message|talk to) you\\b"
            + "|\\bi(?:'d| would)? (?:like|want|need|prefer|rather) (?:it if )?you\\b|\\b(?:can|could|would|will) you "
            + "(?:always|please|from now on|stop|keep|remember)\\b|\\b(under|in|after|before|with) (everything|"
            + "anything|whatever|all) you\\b|\\b(for|in|of) your (answers?|repl(y|ies)|responses?|messages?|"
            + "summar(y|ies)|drafts?|emails?)\\b");
    /**
     * A sentence that starts by telling the assistant what to do (not "remind me to" — a one-off; not a verb that is
     * the sentence's noun: "address is 2218 w 4th ave", "format was wrong", "talk went fine").
     */
    private static final Pattern IMPERATIVE = Pattern.compile("(?i)(?:^|[.!?;:]\\s+|\\n)\\s*(?:(?:ok|okay|also|and|"
            + "oh|hey|so|btw|going forward|in future|in the future|from now on|for future reference|and please|"
            + "assistant),?"
            + "\\s+)*(?:please\\s+)?(?:(?:always|never|don'?t|do not|no need to|stop|please|just)\\s+)?(?:"
            + ASSISTANT_VERBS + ")\\b(?! me to\\b)(?!\\s+(?:is|are|was|were|went|came|got|"
            + "had|has|seemed|looked|lasted|finished|ended|started|overran)\\b)");
    /** A request without a verb: "Short answers, please." "Times in 24-hour format, please." */
    private static final Pattern PLEASE_REQUEST = Pattern.compile("(?i)\\b(answers?|repl(y|ies)|responses?|format|"
            + "words?|sentences?|units|times|dates|language|tone|short|brief|shorter|simpler|metric|bullets?|"
            + "emoji|formal|casual)\\b[^.!?]*,?\\s*(?:please|pls|plz)[.!]?(?:\\s|$)");
    private static final Pattern CALL_ME = Pattern.compile("(?i)(?<!(to|will|'ll|would|could|should|didn'?t|never) )"
            + "\\b(call me|address me as|refer to me as)\\b(?! (back|later|tomorrow|tonight|when|if|after))");
    private static final Pattern REPORTED = Pattern.compile("(?i)\\b(told|said to|asked|reminded|warned) (the|my|him|"
            + "her|them|our|his|everyone|\\p{Lu}\\w+)\\b");
    private static final Pattern FROM_NOW_ON = Pattern.compile("(?i)\\b(from now on|going forward|in future|in the "
            + "future|for future reference)\\b[^.!?]*\\b(answer|reply|respond|use|give|tell|call|keep|write|talk|speak|"
            + "remind|don'?t|never|always|no)\\b");
    private static final Pattern WHEN_I = Pattern.compile("(?i)\\b(when|whenever|if|every time|each time) i "
            + "[^.!?]{1,40}\\b(do|please) (answer|reply|list|give|show|tell|use|include|start|keep|write|summari[sz]e)"
            + "\\b|\\b(when|whenever|if|every time|each time) i [^,.!?]{1,40}, (answer|reply|respond|use|give|show|list|tell|remind|include|keep|write|please|"
            + "don'?t|never|always|assume|suggest|ask|mention|skip)\\b|\\b(when|whenever|if|every time|each time) i "
            + "[\\p{L}' ]{1,40}\\b.*\\b(answer|reply|respond|use|give|show|list|tell|remind|include|start|keep|"
            + "write|please|don'?t|never|always|assume|suggest|add|ask|mention|skip)\\b(?=[^.!?]*\\b(me|my|it|"
            + "one|them|that|sentence|answer|title|total)\\b)");

    private static final Pattern SEMANTIC = Pattern.compile("(?i)\\b(i prefer|my name is|i live in|i live with|"
            + "i work (at|as|for|in)|i am allergic|i'?m allergic|allergic to|my favou?rite|i (really )?(like|love|"
            + "hate|enjoy|dislike|can'?t stand)|i was born|i have (a|an|two|three|four) (kids?|children|sons?|"
            + "daughters?|dogs?|cats?|sisters?|brothers?)|i('m| am) (a|an) (vegetarian|vegan|nurse|teacher|"
            + "engineer|student|doctor)|i (always|usually|normally|never|generally|tend to) [a-z]+s?\\b(?! ?(ed|went))"
            + "|every (time|morning|day|week|weekend|sunday|monday|night|evening)|lives in|works (at|as|for)|"
            + "is allergic|password is|blood type|birthday is|number is|address is|pin is|code is|size is|"
            + "(is|are) (kept|stored|hidden) |(is|are) (always )?(in|inside|under|with|behind|on top of) (the|my|our|a|"
            + "mrs?|ms|dr|number)\\b|our (vet|doctor|gp|dentist|landlord|neighbou?r) is|my (vet|doctor|gp|dentist|"
            + "landlord|manager|boss) is)\\b"
            + "|^\\s*(my|our) [a-z' ]{2,30} (is|are) ");

    @Override
    public MemoryKind classify(String text) {
        String t = text == null ? "" : text.strip();
        if (isInstruction(t)) {
            return MemoryKind.PROCEDURAL;
        }
        // "What does my sister Ana love?" asks; that it was asked is something that happened, not a fact, and fades
        // as one (eval scenarios and eval questions unchanged by it: 348 of 381, 910 of 1231).
        if (AskedOnly.in(t)) {
            return MemoryKind.EPISODIC;
        }
        if (SEMANTIC.matcher(t).find() || statesHowThingsAre(t)) {
            return MemoryKind.SEMANTIC;
        }
        return MemoryKind.EPISODIC;
    }

    /** Words that may come before "call me" in a request to the assistant. */
    private static final Pattern REQUEST_LEAD = Pattern.compile("(?i)^(?:\\s|,|please|just|always|also|and|so|ok|"
            + "okay|oh|do|from now on|going forward|in future|only|you|can|could|would|will|may|should|i'?d|i|"
            + "like|want|to)*$");

    /**
     * "Call me Sam", "Please just call me Sam", "You can call me Sam": a request. "Students always call me
     * Prof" reports what other people do: the clause before "call me" names someone other than the assistant.
     */
    static boolean callsMe(String t) {
        java.util.regex.Matcher m = CALL_ME.matcher(t);
        while (m.find()) {
            // The clause before it: after the last stop, or after "but" ("My name's Katherine but call me Kit").
            String[] clauses = t.substring(0, m.start()).split("[.!?;:]|\\bbut\\b", -1);
            String lead = clauses[clauses.length - 1];
            if (REQUEST_LEAD.matcher(lead).matches() || lead.matches("(?i).*\\byou\\b.*")) {
                return true;
            }
        }
        return false;
    }

    /** Past-tense verbs and words that pin a text to a moment: it tells what happened, not how things are. */
    private static final Pattern HAPPENED = Pattern.compile("(?i)\\b(was|were|wasn'?t|weren'?t|had|did|didn'?t|went|"
            + "got|came|saw|made|took|gave|told|said|found|thought|left|felt|kept|met|ran|sat|stood|bought|brought|"
            + "caught|won|lost|paid|sent|spent|built|broke|chose|drove|ate|drank|fell|flew|forgot|grew|heard|held|"
            + "knew|rode|rang|sang|slept|sold|spoke|stole|swam|threw|woke|wore|wrote|began|became|[a-z]{2,}(?<!ne|"
            + "ee)ed|today|tonight|yesterday|this (?:morning|afternoon|evening|week|weekend)|last (?:night|week|"
            + "weekend|month|year)|just|ago|earlier|on (?:mon|tues|wednes|thurs|fri|satur|sun)day(?!s| nights| mornings| evenings)|so far|finally|"
            + "at last|for once|for the first time)\\b");
    /**
     * A statement in the present tense: "I drive a Yaris", "We live on the third floor", "I can't swim", "I'm
     * left-handed", "Amir is vegetarian", "Jen never answers her phone before ten", "The school starts at 8:45".
     */
    private static final Pattern PRESENT = Pattern.compile("(?i)^\\W*(?:(?:i|we|they)(?:'m|'re| am| are)\\b"
            + "|(?:i|we|they) (?:always |never |usually |often |still |only |really )?(?!think|guess|hope|wonder|"
            + "need|want|feel|reckon|suppose|must|should|will|might|may|just|also|then|so|finally|actually)"
            + "(?:can'?t|cannot|can|don'?t|do|have|[a-z]{2,}(?<!ing))\\b"
            + "|(?:(?:the|my|our|his|her|their)\\s+)?[\\p{L}']+(?:\\s+[\\p{L}']+)?\\s+(?:always\\s+|never\\s+|"
            + "usually\\s+|often\\s+|still\\s+)?(?:is|are|isn'?t|aren'?t|has|doesn'?t|[a-z]+[^s\\W']s)\\b"
            + "|(?:the|my|our|his|her|their)\\s+[\\p{L}']+s\\s+(?:always\\s+|never\\s+|usually\\s+|often\\s+|still\\s+)?"
            + "(?!are\\b|were\\b)[a-z]{2,}(?<!ing)\\b)");

    /** How things are, not what happened: a present-tense statement with no past tense and no moment named. */
    static boolean statesHowThingsAre(String t) {
        return PRESENT.matcher(t).find() && !HAPPENED.matcher(t).find();
    }

    /**
     * Quoted speech, someone's words reported ("'You look like a lamp', thanks Fleur"): an opening quote after a
     * space or a colon, a closing one before a space or punctuation (not the apostrophe of "don't").
     */
    private static final Pattern QUOTED = Pattern.compile("(?<=^|[\\s:(])['‘\"“][^'’\"”]{2,}?['’\"”](?=$|[\\s.,!?;:)])");

    /**
     * A standing instruction addressed to the assistant; words quoted from someone else do not count. Chat shorthand
     * is read as the words it stands for ({@link ChatShorthand}): "keep ur replies short pls" asks as "keep your
     * replies short please" does.
     */
    static boolean isInstruction(String text) {
        String t = QUOTED.matcher(ChatShorthand.expand(text)).replaceAll(" ");
        if (REPORTED.matcher(t).find() && !t.toLowerCase(java.util.Locale.ROOT).contains("you")) {
            return false; // "Told the kids: from now on, no phones" instructs someone else
        }
        return TO_YOU.matcher(t).find() || callsMe(t) || FROM_NOW_ON.matcher(t).find()
                || WHEN_I.matcher(t).find() || IMPERATIVE.matcher(t).find() || PLEASE_REQUEST.matcher(t).find();
    }
}
