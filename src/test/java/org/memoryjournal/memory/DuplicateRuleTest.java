package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** When two similar memories are the same memory: similarity, kind, day and distinct details. */
class DuplicateRuleTest {
    private static final Instant MON = Instant.parse("2026-03-02T07:00:00Z");
    private static final Instant THU = Instant.parse("2026-03-05T07:00:00Z");
    private static final DuplicateRule RULE = DuplicateRule.DEFAULT;

    private static DuplicateRule.Side side(String text, MemoryKind kind, Instant at) {
        return new DuplicateRule.Side(text, kind, at);
    }

    @Test
    void aFactRestatedWeeksLaterIsTheSameMemory() {
        assertThat(RULE.sameMemory(1.05, side("I'm vegetarian.", MemoryKind.SEMANTIC, MON),
                side("I am a vegetarian.", MemoryKind.SEMANTIC, MON.plusSeconds(86_400 * 40)), ZoneOffset.UTC)).isTrue();
    }

    @Test
    void theSameEventOnTwoDaysIsARecurringEpisodeNotADuplicate() {
        assertThat(RULE.sameMemory(1.2, side("Ran 5k.", MemoryKind.EPISODIC, MON),
                side("Ran 5k.", MemoryKind.EPISODIC, THU), ZoneOffset.UTC)).isFalse();
        assertThat(RULE.sameMemory(1.2, side("Ran 5k.", MemoryKind.EPISODIC, MON),
                side("Ran 5k.", MemoryKind.EPISODIC, MON.plusSeconds(3600 * 5)), ZoneOffset.UTC)).isTrue();
    }

    @Test
    void aStateRestatedOnAnotherDayIsAFactWhateverKindItWasGiven() {
        assertThat(RULE.sameMemory(1.2, side("I'm lactose intolerant.", MemoryKind.EPISODIC, MON),
                side("I am intolerant to lactose.", MemoryKind.EPISODIC, THU), ZoneOffset.UTC)).isTrue();
        assertThat(RULE.sameMemory(1.2, side("Our cat is called Miso.", MemoryKind.EPISODIC, MON),
                side("The cat's name is Miso.", MemoryKind.SEMANTIC, THU), ZoneOffset.UTC)).isTrue();
    }

    @Test
    void anEventNamingItsOwnDateIsOneEventWhenEverItIsToldAgain() {
        assertThat(RULE.sameMemory(1.2, side("Leo was born on 4 August 2019.", MemoryKind.EPISODIC, MON),
                side("Leo, my son, was born on the 4th of August 2019.", MemoryKind.EPISODIC, THU), ZoneOffset.UTC))
                .isTrue();
        assertThat(RULE.sameMemory(1.2, side("Walked the dog this morning.", MemoryKind.EPISODIC, MON),
                side("Walked the dog this morning.", MemoryKind.EPISODIC, THU), ZoneOffset.UTC)).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"Ran 5k.|true", "Walked the dog round the park.|true",
        "Canal run this morning.|true", "I'm vegetarian.|false", "My manager is called Helen.|false",
        "I support Arsenal.|false", "I need a new bed.|false", "Leo was born in 2019.|true",
        "Mum rang about Sunday.|true", "Spoke to the bank.|true", "Who rang on Tuesday?|true",
        "What's my Sunday roast recipe?|false"})
    void eventsAreToldInThePastOrPlacedInADay(String text, boolean event) {
        assertThat(EventWords.reportsEvent(text)).isEqualTo(event);
    }

    @Test
    void theDayIsTheUsersDay() {
        Instant evening = Instant.parse("2026-03-02T23:00:00Z");
        Instant later = evening.plusSeconds(3600 * 2);

        assertThat(RULE.sameMemory(1.2, side("Ran 5k.", MemoryKind.EPISODIC, evening),
                side("Ran 5k.", MemoryKind.EPISODIC, later), ZoneOffset.UTC)).isFalse();
        assertThat(RULE.sameMemory(1.2, side("Ran 5k.", MemoryKind.EPISODIC, evening),
                side("Ran 5k.", MemoryKind.EPISODIC, later), ZoneId.of("America/Chicago"))).isTrue();
    }

    @Test
    void anInstructionIsOnlyTheSameAsAnInstruction() {
        assertThat(RULE.sameMemory(1.2, side("Keep replies short.", MemoryKind.PROCEDURAL, MON),
                side("Keep replies short.", MemoryKind.SEMANTIC, MON), ZoneOffset.UTC)).isFalse();
    }

    @Test
    void belowTheThresholdNothingIsTheSame() {
        assertThat(RULE.sameMemory(0.99, side("a", MemoryKind.SEMANTIC, MON), side("a", MemoryKind.SEMANTIC, MON),
                ZoneOffset.UTC)).isFalse();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "The front door code is 4417.|The garage door code is 7144.|true",
        "Had lunch with Anya at the Thai place.|Had lunch with Marek at the Thai place.|true",
        "My gym membership renews on the 1st of every month.|The gym membership renews on the first of each month.|false",
        "Noor, my sister, lives up in Glasgow.|My sister Noor lives in Glasgow.|false",
        "I'm vegetarian.|I am a vegetarian.|false",
        "Leo has chickenpox. Kept him home.|Kept Leo off school, chickenpox.|false",
        "Dentist on Tuesday 12 May at 9:10.|Dentist on Tuesday 12 May at 9:40.|true"})
    void differentNumbersOrNamesMakeDifferentFacts(String a, String b, boolean differ) {
        assertThat(DistinctDetails.differ(a, b)).isEqualTo(differ);
        assertThat(RULE.sameMemory(1.5, side(a, MemoryKind.SEMANTIC, MON), side(b, MemoryKind.SEMANTIC, MON),
                ZoneOffset.UTC)).isEqualTo(!differ);
    }

    @Test
    void aThresholdOutsideTheScaleIsRefused() {
        assertThatThrownBy(() -> new DuplicateRule(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new DuplicateRule(2.5)).isInstanceOf(IllegalArgumentException.class);
    }
}
