package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading the type of value a question asks for, and the values of each type a note holds. */
class AnswerValuesTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "who's our plumber? | NAME",
            "what's the neighbour's cat called? | NAME",
            "what is the name of the dentist on Hill Road? | NAME",
            "what's the code for the bike shed? | CODE",
            "What's the PIN for the new card? | CODE",
            "what's my account number at the bank? | CODE",
            "how many pills do I take in the morning? | QUANTITY",
            "what's the bus number to work? | CODE",
            "what's the dose of the vitamin D? | QUANTITY",
            "what time is the school pickup? | QUANTITY",
            "how much was the deposit for the flat? | QUANTITY",
            // Typed the short way: "pw" for password, "no" for number after the thing numbered.
            "wifi pw? | CODE",
            "pwd for the router | CODE",
            "wambui's plate no | CODE",
            "policy no for the car insurance | CODE",
            "my membership num | CODE",
            // A blood type, in the languages whose words for it the notes are read in.
            "What's my blood group? | BLOOD_TYPE",
            "mamá's blood type | BLOOD_TYPE",
            "mi tipo de sangre? | BLOOD_TYPE",
            // A street address, not an email or IP one; "who" asks for the person.
            "what's my address | ADDRESS",
            "home addy for the courier? | ADDRESS",
            "¿cuál es la dirección de la abuela? | ADDRESS",
            "meine Adresse fürs Formular | ADDRESS",
            "who lives at the old address? | NAME",
            // Where something is kept: a verb of putting or keeping, or "where's" and a thing with no verb.
            "where did I put the passports? | STORED",
            "Where do we keep the spare house key? | STORED",
            "where are the christmas baubles stored? | STORED",
            "I'm locked out — where's the spare key hidden? | STORED",
            "where's my birth certificate? | STORED",
            "where are the spare keys? | STORED",
            // When something is: a day, a date, a time; in the languages whose days and months the notes are read in.
            "when's my dentist appt again? | DATE",
            "when's Sneha's birthday? | DATE",
            "when does migo land | DATE",
            "what day's physio | DATE",
            "which days am I on the school run | DATE",
            "graduation ceremony - what date is mine | DATE",
            "dada ki shaadi kab hai | DATE",
            "¿cuándo es la cita con la pediatra? | DATE",
            "wann ist das Elterngespräch? | DATE",
            "how old is she on her birthday? | QUANTITY",
            "cuanto cuesta el latte | QUANTITY",
            "precio del kilo de cafe? | QUANTITY",
            "qué dosis de insulina usa mamá | QUANTITY",
            "quanto pago de renda | QUANTITY",
            "wie viel Miete zahlen wir? | QUANTITY",
            "bijli ka bill kitna aaya | QUANTITY",
            "what did the estate agent value our house at | QUANTITY",
            "the plumber, what did he charge us | QUANTITY",
            "what temp do i bake the sourdough at | QUANTITY",
            "Who do I spend most weekends with? | NAME",
            "who came to my birthday? | NAME",
            // Which one of a kind: its name, unless another type's words say more.
            "which bakery made the cake for Naledi's 21st? | NAME",
            "Which GP surgery are the kids registered with? | NAME",
            "which car hire company did we use in crete | NAME",
            // Several of a kind, by their names (LoCoMo's list questions: R@10 unchanged on conv-26, up on conv-30/41).
            "Which cities has Jon visited? | NAME",
            "What activities does Melanie enjoy? | NAME",
            "what school does Kai go to | NAME",
            "What whisky does Brendan like? | NAME",
            "which days am I on the school run | DATE",
            "which bank, and how much is the home loan | QUANTITY",
            // What someone said, advised or found, after every other type.
            "what did the vet say about the lump on my dog | SAID",
            "what did mr burns advise for izzy's 11+ prep | SAID",
            "why does the wifi keep dropping - what did the openreach guy find | SAID",
            "Nana's visa - what did the embassy come back with? | SAID",
            "dr's verdict on the mole on my back? | SAID",
            "careers adviser's suggestion for Tariq after A levels? | SAID",
            "who told me about the flat on rue oberkampf? | NAME",
            "what did the vet say the dose was | QUANTITY"})
    void aQuestionSaysWhatTypeOfValueItAsksFor(String question, AnswerType type) {
        assertThat(AnswerType.askedBy(question)).contains(type);
    }

    @ParameterizedTest
    @ValueSource(strings = {"when did I last see the dentist?", "where's mum staying these days?",
        "what is the wifi like?", "",
        "where's the campervan parked?", "where did we leave the car at the airport?", "where are we going for Easter?",
        "where is Meera's party happening", "where does Ana live now?", "when was the party at Ana's?",
        "did I say no to the wedding?", "phone no signal at the cabin, any tips?",
        // The choices are in the question; a medicine goes by a name in lower case.
        "spotify or apple music, which one have i got", "which of the two vets did Mimi like?",
        "which medicine am I allergic to?", "which painkiller actually works for my migraines",
        "what BP meds is mum on", "what did I do on Saturday?", "what else is on the list?",
        "what kind of dog does Ana have?", "did I pay the council tax?", "How did we spend last weekend?",
        // The asker's or the assistant's own words, and a request for advice, ask for no one's report.
        "What did I say about money amounts?", "what did we decide about the holiday",
        "what did i find at the car boot sale", "What should you tell me first?"})
    void mostQuestionsSayNoType(String question) {
        assertThat(AnswerType.askedBy(question)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"what is my IP address", "what's Sam's email address?", "where do I live now?",
        "what's the web address of the shop"})
    void aWebOrIpAddressOrWhereSomeoneLivesIsNoStreetAddress(String question) {
        assertThat(AnswerType.askedBy(question)).isEmpty();
    }

    @Test
    void theNumberOfSomethingIsACount() {
        assertThat(AnswerType.askedBy("what's the number of guests we invited?")).contains(AnswerType.QUANTITY);
    }

    @Test
    void namesAreCapitalisedWordsThatDoNotOpenASentenceAndAreNoDayMonthRelativeOrAbbreviation() {
        assertThat(AnswerValues.names("Met the new tutor on Tuesday, Amara Obi from Leeds. Mum liked her."))
                .containsExactly("amara", "obi", "leeds");
        assertThat(AnswerValues.names("Took Biscuit's lead back. Dad says the PR was in March")).containsExactly(
                "biscuit");
        assertThat(AnswerValues.names("went swimming with my sister, ok day")).isEmpty();
    }

    @Test
    void theWordAfterATitleWithAFullStopIsAName() {
        assertThat(AnswerValues.names("Repeat test done. Dr. Sheela says keep going.")).containsExactly("sheela");
        assertThat(AnswerValues.names("Met Mrs. Okafor at the gate")).containsExactly("okafor");
        assertThat(AnswerValues.names("Back from the clinic. Dad drove.")).isEmpty();
    }

    private static boolean holds(String note, String question) {
        Optional<AnswerType> type = AnswerType.askedBy(question);
        return AnswerValues.holdsNew(AnswerValues.of(note), type.orElseThrow(), AnswerValues.Asked.of(question));
    }

    @Test
    void aNameTheQuestionAlreadyHoldsIsNoAnswerToIt() {
        String question = "what is Theo's swimming teacher called?";
        assertThat(holds("Theo's swimming teacher is Marta, she's great", question)).isTrue();
        assertThat(holds("Theo loved swimming today, the teacher says he's ready for level 3", question)).isFalse();
        assertThat(holds("took theo to swimming, the teacher was off sick", question)).isFalse();
    }

    @Test
    void aCodeIsABareRunOfDigitsNotAMeasureAmountYearOrTime() {
        String question = "what's the code for the storage unit?";
        assertThat(holds("Storage unit 48 at Big Yellow, code 90210", question)).isTrue();
        assertThat(holds("Storage unit key code is A7731", question)).isTrue();
        assertThat(holds("Storage unit code: sunflower2019", question)).isTrue();
        assertThat(holds("Storage unit: moved 300kg of boxes in", question)).isFalse();
        assertThat(holds("Storage unit rent is $120 a month", question)).isFalse();
        assertThat(holds("Storage unit emptied in 2024, at 9:30 on a Sunday, 1,500 boxes", question)).isFalse();
        assertThat(holds("Storage unit was 22nd on the waiting list", question)).isFalse();
    }

    @Test
    void digitsThenOneCapitalAreAPlateNotAUnit() {
        String question = "wambui's plate no";
        assertThat(holds("Wambui's Probox is KBT 118A, same insurer as mine", question)).isTrue();
        assertThat(holds("Wambui's Probox needs 4B tyres, 140kg in the boot", question)).isFalse();
        assertThat(holds("Wambui's Probox did 300km on the 22nd", question)).isFalse();
    }

    @Test
    void lettersThenDigitsLongEnoughAreACodeLikeAPassword() {
        String question = "What's the wifi password at home?";
        assertThat(holds("Router installed. Network: CasaFernandez_5G, clave: azulPelicano42!", question)).isTrue();
        assertThat(holds("Wifi password at home is now Pixel7", question)).isTrue();
        assertThat(holds("Wifi at home dropped again, took B12 for the headache", question)).isFalse();
        assertThat(holds("Wifi at home is slow, 20 in the kitchen", question)).isFalse();
    }

    @Test
    void aFigureTheQuestionAlreadyHoldsIsNoAnswerToIt() {
        assertThat(holds("Flat 12 door code is 5529", "what's the door code for flat 12?")).isTrue();
        assertThat(holds("Flat 12 door was left open", "what's the door code for flat 12?")).isFalse();
        assertThat(holds("Gave blood, 450 ml", "how much blood did I give?")).isTrue();
        assertThat(holds("Gave blood again, felt dizzy", "how much blood did I give?")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Donor card came in the post. Blood group A positive, writing it down.",
        "I'm O negative, so they'll be calling me often", "im o neg lol", "Donor portal says AB+",
        "En la consulta le pidieron su tipo de sangre: es O positivo.", "Blutgruppe 0 negativ, steht im Ausweis",
        "blood type is B."})
    void aBloodTypeIsAGroupThenItsSignOrTheGroupAfterType(String note) {
        assertThat(holds(note, "what's my blood type?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"A positive test at last!", "Gave blood at the Kamppi centre, felt dizzy after",
        "won 4-0 today", "A-levels done, B- in maths", "a positive attitude helps"})
    void noBloodTypeInANoteThatOnlyMentionsBloodOrHasALetterAndASign(String note) {
        assertThat(holds(note, "what's my blood type?")).isFalse();
    }

    @Test
    void aNoteWithNoValuesOrNoTextHoldsNone() {
        assertThat(AnswerValues.of("")).isZero();
        assertThat(AnswerValues.of(null)).isZero();
        assertThat(AnswerValues.of("nothing much happened today")).isZero();
    }

    @Test
    void aCodeIsKeptWhenANoteHoldsMoreFiguresThanAreKept() {
        assertThat(holds("ran 5km, 10km, 21km and 42km this year; gym locker 4471",
                "what's the combination for the gym locker?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Keys collected! 27 Birch Lane is officially ours", "moved again lol, 3/88 ocean st now",
        "Flat 2, 140 Old Kent Road. Buzzer is broken", "new place: 5 Maple Ave W, top floor",
        "The office is at 9 St. John's Pl now", "wir wohnen jetzt in der Lindenstraße 41",
        "Anmeldung für Kastanienallee 12 erledigt", "nos mudamos a la Calle de Alcalá 118, 3º B",
        "a morada nova é Rua das Flores, 22",
        "New place: B-204, Palm Grove Apartments, Sarjapur Main Road, Bengaluru 560035",
        "flat 12, 9th Cross, Indiranagar", "appartamento in Via Garibaldi 7", "on déménage au 14 rue Oberkampf"})
    void aStreetAddressIsAHouseNumberAndAStreet(String note) {
        assertThat(holds(note, "what's my address?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"the gym is a 15 min drive away", "walked 4 km down the road to the bakery",
        "we were 3 points behind, so close", "two-way street now, 2 way traffic", "sent it via WhatsApp 3 times",
        "scored 12, way better than last week", "moving house on the 14th!", "Abbey Road was closed, so we walked",
        "dentist on Hill Street, 3 June at 10", "lived on Elm Street in 2009", "Bought 2 tickets, Row 14 Seat 3"})
    void noStreetAddressInADistanceAScoreOrAMoveWithoutOne(String note) {
        assertThat(holds(note, "what's my address?")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Spare house key is inside the fake rock by the garage side door",
        "Tree down. All the decs are in the two blue crates, shoved at the back of the garage loft",
        "vaccination booklet -> kitchen drawer next to the fridge", "It's now taped under the lid of the old grill",
        "Wills filed with the mortgage papers at last", "Winter tyres stored at Dad's till April",
        "degree certificate's on the top shelf of the wardrobe, in a plastic sleeve", "passports in the safe"})
    void aNoteSaysWhereSomethingIsKeptByAPlaceToKeepThingsOrAVerbOfKeeping(String note) {
        assertThat(holds(note, "where did I put it?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Mum fell on the stairs and broke her hip", "feeling under the weather today",
        "four hours behind the wheel, never again", "lunch in the kitchen with Sam", "long day at the office",
        "moved to Leeds in May", "threw the old charger in the bin", "the parcel is on its way"})
    void noPlaceToKeepThingsInAFallAFigureOfSpeechARoomOrAMove(String note) {
        assertThat(holds(note, "where did I put it?")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Vet says the lump is a lipoma, nothing to worry about",
        "Dr Lim told me to take the iron with orange juice", "the surveyor reckons it's rising damp, about 2 grand",
        "Garage rang, it's the alternator, $780 to replace", "Strata emailed: entry code is now 4821#",
        "Mrs Akhtar: reading two levels above, rushes her maths", "Report's in: rising damp on the north wall",
        "Officer Mbeki called back: no CCTV at the station",
        "Not sure what to make of the whole week, honestly, but the vet says the lump is nothing"})
    void aNoteReportsWhatSomeoneSaidByAVerbOfSayingACallOrASpeakerAndAColon(String note) {
        assertThat(holds(note, "what did they say?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"I said no to the promotion, no regrets", "we told them we'd think about it",
        "Wife wants to know what the heart specialist says", "Mechanic recommended by Olu is in Peckham",
        "Rang the garage, no answer", "Booked a hearing check at Boots for Saturday",
        "Palpitations again last night, Holter monitor fitted for 48 hours", "Parents' evening at 5.40 on Thursday"})
    void noReportInTheWritersOwnWordsAQuestionOfWhatWasSaidAPassiveOrANoteWithNoOneSpeaking(String note) {
        assertThat(holds(note, "what did they say?")).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Physio with Jess, Tuesdays and Fridays 9.30.", "PAL rebooked: lands Winnipeg Oct 22",
        "LEA pushed back to 3/2 cos of the knee", "wedding moved to 24/05, the pandit found a better muhurat",
        "Lauren booked me again for Thurs 16th, 8am before work", "bins go out on the 30th.", "swim at 17:15 now",
        "passport expires 03/2031", "MOT due 16th of March", "Elternabend am Donnerstag", "la cita es el martes",
        "reunião na sexta-feira", "the engineer is coming tomorrow", "kick-off at noon", "scan on 2026-05-24"})
    void aNoteSaysWhenSomethingIsByADayADateOrATimeOfDay(String note) {
        assertThat(holds(note, "when is it?")).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"the corner shop is open 24/7", "we split it 50/50", "£12.50 a month for the app",
        "Meera's 2nd bday party planning", "the flat is on the 2nd floor", "Lorraine's down to a 14 she reckons",
        "Saturday. After swimming we took the cargo bike out", "the sun was out all afternoon",
        "cholesterol 5.4, a bit high", "went to the dentist, two fillings"})
    void noDayDateOrTimeInACountAPriceAScoreOrADiaryEntrysOwnDay(String note) {
        assertThat(holds(note, "when is it?")).isFalse();
    }
}
