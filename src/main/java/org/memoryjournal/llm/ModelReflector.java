package org.memoryjournal.llm;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reflection with a language model, in the two steps of the Generative Agents design: from recent memories,
 * the few most salient questions; from the evidence recalled for a question, insights that cite the
 * numbered statements they rest on ("insight (because of 1, 5, 3)"). Failures are {@link LlmException}s;
 * unusable replies give no questions or insights rather than guesses.
 */
public final class ModelReflector {
    /** An insight and the 1-based numbers of the statements it cites. */
    public record Insight(String text, List<Integer> because) {
        public Insight {
            because = List.copyOf(because);
        }
    }

    static final String QUESTIONS = "Given only the information above, what are the %d most salient high-level "
            + "questions we can answer about the person in the statements? Write one question per line, nothing else.";
    static final String INSIGHTS = "What %d high-level insights about the person can you infer from the above "
            + "statements? Write one insight per line in the form: insight (because of 1, 5, 3). Cite only statements "
            + "that support it; say nothing the statements do not show.";

    private static final Pattern LIST_MARK = Pattern.compile("^\\s*(?:[-*•]|\\d+[.)]|Q\\d+[:.)])\\s*");
    private static final Pattern BECAUSE = Pattern.compile("\\((?:because of|because|based on|see)?\\s*(?:statements?\\s*)?"
            + "([\\d,\\s and&]+)\\)\\s*\\.?\\s*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private final ChatProvider chat;

    public ModelReflector(ChatProvider chat) {
        this.chat = chat;
    }

    /** Up to {@code count} questions about the statements (numbered 1.. in the prompt). */
    public List<String> questions(List<String> statements, int count) {
        String reply = ask(statements, String.format(QUESTIONS, count));
        List<String> out = new ArrayList<>();
        for (String line : reply.split("\\R")) {
            String q = LIST_MARK.matcher(line).replaceFirst("").strip();
            if (q.endsWith("?") && q.length() > 3 && out.size() < count) {
                out.add(q);
            }
        }
        return out;
    }

    /** Up to {@code count} insights, each citing at least one statement that exists. */
    public List<Insight> insights(List<String> statements, int count) {
        String reply = ask(statements, String.format(INSIGHTS, count));
        List<Insight> out = new ArrayList<>();
        for (String line : reply.split("\\R")) {
            String item = LIST_MARK.matcher(line).replaceFirst("").strip();
            Matcher m = BECAUSE.matcher(item);
            if (!m.find()) {
                continue;
            }
            Set<Integer> cited = new LinkedHashSet<>();
            Matcher n = NUMBER.matcher(m.group(1));
            while (n.find()) {
                int i = Integer.parseInt(n.group());
                if (i >= 1 && i <= statements.size()) {
                    cited.add(i);
                }
            }
            String text = item.substring(0, m.start()).strip().replaceAll("[\\s,;:]+$", "");
            if (!cited.isEmpty() && !text.isEmpty() && out.size() < count) {
                out.add(new Insight(text.endsWith(".") ? text : text + ".", List.copyOf(cited)));
            }
        }
        return out;
    }

    private String ask(List<String> statements, String instruction) {
        StringBuilder prompt = new StringBuilder("Statements about the person:\n");
        for (int i = 0; i < statements.size(); i++) {
            prompt.append(i + 1).append(". ").append(statements.get(i).replaceAll("\\s+", " ").strip()).append('\n');
        }
        prompt.append('\n').append(instruction);
        return chat.complete(ChatRequest.of(List.of(ChatMessage.user(prompt.toString())))).text();
    }
}
