package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class KeywordQueryTest {

    @Test
    void quotesEachWordAndJoinsWithOr() {
        assertThat(KeywordQuery.anyOf("brushed teeth")).hasValue("\"brushed\" OR \"teeth\"");
    }

    @Test
    void rankingLeavesOutStopwordsUnlessNothingElseIsLeft() {
        assertThat(KeywordQuery.anyOf("What did I do with Ana?")).hasValue("\"Ana\"");
        assertThat(KeywordQuery.anyOf("what is this")).hasValue("\"what\" OR \"is\" OR \"this\"");
        assertThat(KeywordQuery.allPrefixes("the cat")).hasValue("\"the\"* AND \"cat\"*");
    }

    @Test
    void searchMatchesEveryWordAsAPrefix() {
        assertThat(KeywordQuery.allPrefixes("Groq def")).hasValue("\"Groq\"* AND \"def\"*");
    }

    @Test
    void dropsOperatorsAndPunctuationButKeepsOperatorWordsAsWords() {
        assertThat(KeywordQuery.anyOf("NEAR(a* b) -c text:\"x\"")).hasValue(
                "\"NEAR\" OR \"b\" OR \"c\" OR \"text\" OR \"x\"");
        assertThat(KeywordQuery.allPrefixes("NEAR(a* b) OR NOT c")).hasValue(
                "\"NEAR\"* AND \"a\"* AND \"b\"* AND \"OR\"* AND \"NOT\"* AND \"c\"*");
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
