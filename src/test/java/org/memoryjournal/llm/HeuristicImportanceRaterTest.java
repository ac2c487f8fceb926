package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HeuristicImportanceRaterTest {
    private final HeuristicImportanceRater rater = new HeuristicImportanceRater();

    @ParameterizedTest
    @ValueSource(strings = {"hi", "Thanks!", "ok", "lol", "Hello there", "thank you so much", "", "   "})
    void smallTalkScoresOneOrTwo(String text) {
        assertThat(rater.rate(text)).isBetween(1, 2);
    }

    @Test
    void decisionsFeelingsAndLifeEventsScoreHigh() {
        assertThat(rater.rate("I decided to quit my job, I'm scared but excited.")).isGreaterThanOrEqualTo(7);
        assertThat(rater.rate("My father died last night and I am devastated.")).isGreaterThanOrEqualTo(7);
    }

    @Test
    void aThingThatDiedIsNotADeath() {
        int battery = rater.rate("Car key battery died, $9 at Walgreens");
        assertThat(battery).isLessThan(rater.rate("Our dog Walter died, $9 of flowers from Walgreens"));
        assertThat(battery).isLessThanOrEqualTo(6);
        assertThat(rater.rate("My phone has died again, typical")).isLessThanOrEqualTo(5);
    }

    @Test
    void mundaneStatementsScoreLowerThanSignificantOnes() {
        int mundane = rater.rate("I brushed my teeth and made the bed.");
        int significant = rater.rate("Ana and I broke up on Friday, I feel heartbroken.");

        assertThat(mundane).isLessThanOrEqualTo(4);
        assertThat(significant).isGreaterThan(mundane);
    }

    @Test
    void datesNumbersAndMoneyAddPoints() {
        int plain = rater.rate("I paid the plumber for the repair.");
        int detailed = rater.rate("I paid the plumber $250 for the repair on Monday.");

        assertThat(detailed).isGreaterThan(plain);
    }

    @Test
    void detailsTogetherAddNoMoreThanTwoPoints() {
        int plain = rater.rate("Paid the dentist for the check-up.");
        int receipt = rater.rate("Paid Dr Hughes £40 for the check-up on 2 April");

        assertThat(receipt - plain).isEqualTo(HeuristicImportanceRater.MAX_DETAILS);
        assertThat(receipt).isLessThan(rater.rate("I decided to quit my job, I'm scared but excited."));
    }

    @Test
    void standingInstructionsScoreAboveTheBase() {
        assertThat(rater.rate("From now on, always give distances in kilometres")).isGreaterThanOrEqualTo(5);
        assertThat(rater.rate("Never call me before nine")).isGreaterThan(rater.rate("Called the bank about the card"));
    }

    @Test
    void namedPeopleCountOnlyWhenNotAtTheStartOfASentence() {
        assertThat(HeuristicImportanceRater.hasNamedPerson("I had lunch with Maria today.")).isTrue();
        assertThat(HeuristicImportanceRater.hasNamedPerson("Today I had lunch. Lunch was fine.")).isFalse();
        assertThat(HeuristicImportanceRater.hasNamedPerson("Yesterday I'm told I was late.")).isFalse();
    }

    @Test
    void scoresStayWithinOneToTen() {
        String everything = "I decided and promised Maria, whom I love, that on Monday 3 March at 10:30 I will pay"
                + " $5000 for the wedding; I am excited, nervous, proud and grateful, and we got engaged.";

        assertThat(rater.rate(everything)).isEqualTo(10);
    }
}
