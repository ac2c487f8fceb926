package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KeywordQueryTest {

    @Test
    void quotesEachWordAndJoinsWithOr() {
        assertThat(KeywordQuery.anyOf("brushed my teeth")).hasValue("\"brushed\" OR \"my\" OR \"teeth\"");
    }

    @Test
    void joinsWithAndForSearch() {
        assertThat(KeywordQuery.allOf("Groq default")).hasValue("\"Groq\" AND \"default\"");
    }

    @Test
    void dropsOperatorsAndPunctuationButKeepsOperatorWordsAsWords() {
        assertThat(KeywordQuery.anyOf("NEAR(a* b) -c text:\"x\"")).hasValue(
                "\"NEAR\" OR \"a\" OR \"b\" OR \"c\" OR \"text\" OR \"x\"");
    }

    @Test
    void keepsUnicodeLettersAndDigits() {
        assertThat(KeywordQuery.words("Café à Lyon 2024, naïve 東京")).containsExactly(
                "Café", "à", "Lyon", "2024", "naïve", "東京");
    }

    @Test
    void isEmptyWithoutWords() {
        assertThat(KeywordQuery.anyOf("  \"*()-: ")).isEmpty();
        assertThat(KeywordQuery.anyOf(null)).isEmpty();
    }

    @Test
    void keepsEachWordOnceAndAtMostSixtyFour() {
        assertThat(KeywordQuery.anyOf("Groq groq GROQ tea")).hasValue("\"Groq\" OR \"tea\"");
        StringBuilder page = new StringBuilder();
        for (int i = 0; i < 1000; i++) {
            page.append("word").append(i).append(' ');
        }
        assertThat(KeywordQuery.anyOf(page.toString()).orElseThrow().split(" OR ")).hasSize(KeywordQuery.MAX_WORDS);
    }
}
