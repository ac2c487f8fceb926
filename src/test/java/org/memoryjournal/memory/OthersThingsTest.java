package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class OthersThingsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "Jaden passed his theory test, 44/50 | test theory",
        "Kelvin's landlord just raised his rent 10%, he's fuming | landlord rent",
        "My sister's wedding dress is being altered | dress wedding",
        "Her new car is a red Fiat | car",
        "Mum's side gate code is 4471 | code gate side",
        "Their kids were off sick all week | kid",
        "Booked flights for my sister's wedding | wedding"})
    void thingsAfterSomeoneElsesPossessiveAreTheirs(String text, String things) {
        assertThat(OthersThings.read(text).others()).containsExactlyInAnyOrder(things.split(" "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What did I score on my theory test? | test theory",
        "Where's our spare key? | key spare",
        "When is my sister's wedding? | sister",
        "Who is my landlord now? | landlord"})
    void thingsAfterMyOrOurAreTheWritersOwn(String text, String things) {
        assertThat(OthersThings.read(text).own()).containsExactlyInAnyOrder(things.split(" "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "It's raining again, that's the third day",
        "Told her about the move",
        "Gave him my old bike",
        "Everyone's tired after the trip",
        "Let's book the table for Friday",
        "Signed up for Carmen's conversation class, Mondays 6-7:30pm",
        "Sat at Tom's café for an hour"})
    void contractionsPronounsAsObjectsAndPlacesTheWriterGoesToGiveNothingToAnyone(String text) {
        assertThat(OthersThings.read(text).others()).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "My PCP is Dr. Nguyen at ARC Far West | Sam's PCP is Dr. Nguyen at ARC South 1st",
        "Dr Raghavan's clinic is on 80 Feet Road | Dr Shalini's clinic is on 100 Feet Road",
        "Stephen's lot are coming up for Christmas dinner | Karen's lot are coming up for New Year dinner",
        "Our spare tent is in the loft | Priya’s spare tent is in her garage"})
    void aNamedPersonsThingThatTheOlderNoteNamesIsSomeoneElsesInstead(String older, String newer) {
        assertThat(OthersThings.someoneElsesInstead(older, newer)).isTrue();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // the owner is the one the older note is about
        "Tom at Little Bay does my flat white | Tom's new flat white beans are too fruity",
        // the named person's thing is not what the older note is about
        "Booked Lisbon for half term | Rob's op got scheduled for late October so the Lisbon trip is off",
        // a relative's thing: relations are matched apart (Subjects)
        "My car is a Golf | My sister's car is a Tesla",
        // a place the writer goes to
        "My café is Little Bay | Sat at Jo's café for an hour",
        // a pronoun's: who "his" is cannot be told
        "My PCP is Dr Nguyen | His PCP is Dr Nguyen"})
    void otherwiseTheNewerNoteGivesNothingOfTheOldersToSomeoneElse(String older, String newer) {
        assertThat(OthersThings.someoneElsesInstead(older, newer)).isFalse();
    }

    @Test
    void aMissingNoteGivesNothingToAnyone() {
        assertThat(OthersThings.someoneElsesInstead(null, "Sam's PCP")).isFalse();
        assertThat(OthersThings.someoneElsesInstead("My PCP", null)).isFalse();
    }

    @Test
    void aThingTheWriterAlsoHasIsNotSomeoneElsesInTheSignature() {
        assertThat(OthersThings.signature("Jaden and I both passed our theory tests, his 44/50, mine 47"))
                .isEqualTo(OthersThings.signature("Jaden and I both passed"));
        assertThat(OthersThings.signature("Got my test back, and Jaden's test too")).isZero();
    }

    @Test
    void aQuestionAboutTheAskersOwnThingMatchesAMemoryGivingItToSomeoneElse() {
        int jaden = OthersThings.signature("Jaden passed his theory test, 44/50");
        assertThat(OthersThings.givesToOthers(jaden, OthersThings.asked("What did I score on my theory test?")))
                .isTrue();
        assertThat(OthersThings.givesToOthers(jaden, OthersThings.asked("How did my driving tests go?"))).isTrue();
        assertThat(OthersThings.givesToOthers(jaden, OthersThings.asked("When is my dentist appointment?")))
                .isFalse();
        assertThat(OthersThings.givesToOthers(jaden, OthersThings.asked("What did Jaden score on his test?")))
                .isFalse();
        assertThat(OthersThings.givesToOthers(OthersThings.signature("Passed my theory test! 47/50"),
                OthersThings.asked("What did I score on my theory test?"))).isFalse();
    }

    @Test
    void aSignatureFitsItsBitsAndNothingGivesNothing() {
        assertThat(OthersThings.signature(null)).isZero();
        assertThat(OthersThings.signature("Slept in. Pancakes.")).isZero();
        assertThat(OthersThings.asked(null)).isEmpty();
        int sig = OthersThings.signature("Jaden passed his theory test; Tom's car is red; her flat is tiny");
        assertThat(Integer.bitCount(sig)).isBetween(OthersThings.BITS_PER_WORD, 4 * OthersThings.BITS_PER_WORD);
        assertThat(sig >>> OthersThings.BITS).isZero();
    }
}
