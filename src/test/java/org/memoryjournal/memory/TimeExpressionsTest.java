package org.memoryjournal.memory;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TimeExpressionsTest {
    /** Wednesday 10 June 2026, 15:30 in London (BST, UTC+1). */
    private static final ZonedDateTime NOW = ZonedDateTime.of(2026, 6, 10, 15, 30, 0, 0, ZoneId.of("Europe/London"));

    private static TimeFocus window(String question) {
        Optional<TimeFocus> f = TimeExpressions.resolve(question, NOW);
        assertThat(f).as(question).isPresent();
        assertThat(f.get().kind()).isEqualTo(TimeFocus.Kind.WINDOW);
        return f.get();
    }

    /** The question's window runs from {@code from} to {@code to}, local times of {@link #NOW}'s zone. */
    private static void assertWindow(String question, String from, String to) {
        TimeFocus f = window(question);
        assertThat(f.start()).as(question).isEqualTo(local(from));
        assertThat(f.end()).as(question).isEqualTo(local(to));
    }

    private static Instant local(String dateTime) {
        return ZonedDateTime.of(java.time.LocalDateTime.parse(dateTime), NOW.getZone()).toInstant();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What did I do yesterday?|2026-06-09T00:00|2026-06-10T00:00",
        "Anything happen today?|2026-06-10T00:00|2026-06-11T00:00",
        "What did I eat last night?|2026-06-09T17:00|2026-06-10T06:00",
        "How was the meeting this morning?|2026-06-10T00:00|2026-06-10T12:00",
        "the day before yesterday|2026-06-08T00:00|2026-06-09T00:00",
        "What did I do this week?|2026-06-08T00:00|2026-06-15T00:00",
        "Who did I see last week?|2026-06-01T00:00|2026-06-08T00:00",
        "How was last weekend?|2026-06-06T00:00|2026-06-08T00:00",
        "What happened last month?|2026-05-01T00:00|2026-06-01T00:00",
        "What did I do in March?|2026-03-01T00:00|2026-04-01T00:00",
        "Where was I in August?|2025-08-01T00:00|2025-09-01T00:00",
        "in March 2025|2025-03-01T00:00|2025-04-01T00:00",
        "What was I watching in April last year?|2025-04-01T00:00|2025-05-01T00:00",
        "Where did we go in August of last year?|2025-08-01T00:00|2025-09-01T00:00",
        "What happened last year in December?|2025-12-01T00:00|2026-01-01T00:00",
        "Who did I see in March this year?|2026-03-01T00:00|2026-04-01T00:00",
        "What did I do in May the year before last?|2024-05-01T00:00|2024-06-01T00:00",
        "What happened on 3 March?|2026-03-03T00:00|2026-03-04T00:00",
        "What happened on July 4th?|2025-07-04T00:00|2025-07-05T00:00",
        "the notes of 2026-02-14|2026-02-14T00:00|2026-02-15T00:00",
        "What did I cook on Monday?|2026-06-08T00:00|2026-06-09T00:00",
        "Any plans made this year?|2026-01-01T00:00|2027-01-01T00:00",
        "What happened in the spring?|2026-03-01T00:00|2026-06-01T00:00",
        "What did I do in early April?|2026-04-01T00:00|2026-04-11T00:00",
        "Who did I see in late April?|2026-04-21T00:00|2026-05-01T00:00",
        "Where was I in late August?|2025-08-21T00:00|2025-09-01T00:00",
        "What are we doing in June?|2026-06-01T00:00|2026-07-01T00:00",
        "What did I cook two days ago?|2026-06-08T00:00|2026-06-09T00:00",
        "What did I cook the other day?|2026-06-03T00:00|2026-06-09T00:00",
        "What happened a fortnight ago?|2026-05-24T00:00|2026-05-31T00:00",
        "What did I buy a couple of weeks back?|2026-05-24T00:00|2026-05-31T00:00",
        "Where did we go two weekends ago?|2026-05-30T00:00|2026-06-01T00:00",
        "Where did we go the weekend before last?|2026-05-30T00:00|2026-06-01T00:00",
        "What did I do the week before last?|2026-05-25T00:00|2026-06-01T00:00",
        "What did I spend the month before last?|2026-04-01T00:00|2026-05-01T00:00",
        "What was I doing this time last year?|2025-05-27T00:00|2025-06-25T00:00",
        "What did we get up to at the weekend?|2026-06-06T00:00|2026-06-08T00:00",
        "What did we do this past weekend?|2026-06-06T00:00|2026-06-08T00:00",
        "What happened since Monday?|2026-06-08T00:00|2026-06-11T00:00",
        "How much have I run since March?|2026-03-01T00:00|2026-06-11T00:00",
        "What happened mid-March?|2026-03-11T00:00|2026-03-21T00:00",
        "What did I do at the end of last month?|2026-05-21T00:00|2026-06-01T00:00",
        "What did I do at the start of April?|2026-04-01T00:00|2026-04-11T00:00",
        "What happened at the start of the year?|2026-01-01T00:00|2026-02-01T00:00",
        "Where were we at the end of last year?|2025-12-01T00:00|2026-01-01T00:00",
        // A Wednesday: the start of the week is this one's, its end (Thursday to Sunday) has not come, so last week's.
        "What did I do at the beginning of the week?|2026-06-08T00:00|2026-06-11T00:00",
        "What did I do early this week?|2026-06-08T00:00|2026-06-11T00:00",
        "What happened at the end of the week?|2026-06-04T00:00|2026-06-08T00:00",
        "What did we do late last week?|2026-06-04T00:00|2026-06-08T00:00",
        "Who did I see at the end of last week?|2026-06-04T00:00|2026-06-08T00:00",
        "What did I eat at the start of last week?|2026-06-01T00:00|2026-06-04T00:00",
        // The 10th: the month's start is this one's; its middle and end are last month's.
        "What did I buy at the start of the month?|2026-06-01T00:00|2026-06-11T00:00",
        "What happened in the middle of the month?|2026-05-11T00:00|2026-05-21T00:00",
        "What did we spend at the end of the month?|2026-05-21T00:00|2026-06-01T00:00",
        "What did I do at the start of This month?|2026-06-01T00:00|2026-06-11T00:00",
        "Who did I see on the 3rd?|2026-06-03T00:00|2026-06-04T00:00",
        "What happened on the 21st?|2026-05-21T00:00|2026-05-22T00:00",
        "Did anything happen overnight?|2026-06-09T17:00|2026-06-10T06:00",
        "What did I have for dinner two nights ago?|2026-06-08T17:00|2026-06-09T06:00",
        "Where was I three Saturdays ago?|2026-05-23T00:00|2026-05-24T00:00"})
    void resolvesWindowsAgainstNowInTheUsersZone(String question, String from, String to) {
        assertWindow(question, from, to);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What happened in spring 2025?|2025-03-01T00:00|2025-06-01T00:00",
        "Where did we go in the summer of 2024?|2024-06-01T00:00|2024-09-01T00:00",
        "What did I do in summer 2025?|2025-06-01T00:00|2025-09-01T00:00",
        "How was the autumn of 2023?|2023-09-01T00:00|2023-12-01T00:00",
        "Who did I see during fall 2025?|2025-09-01T00:00|2025-12-01T00:00",
        // Named by its January, as meteorological winters are.
        "Where did we ski in winter 2024?|2023-12-01T00:00|2024-03-01T00:00"})
    void aSeasonWithAYearIsThatYearsSeason(String question, String from, String to) {
        // A new user's "What happened in spring 2025?" asked in 2026 had been this year's spring.
        assertWindow(question, from, to);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What was I doing a year ago?|2025-05-27T00:00|2025-06-25T00:00|14",
        "What was I doing two years ago?|2024-05-27T00:00|2024-06-25T00:00|28",
        "What did I do a month ago?|2026-05-03T00:00|2026-05-18T00:00|7",
        "Where was I three months ago?|2026-03-03T00:00|2026-03-18T00:00|21"})
    void aYearOrAMonthAgoIsTheWeeksAroundThatDate(String question, String from, String to, int halfStrengthDays) {
        // "A year ago" asked in June had been the whole of last year; it is "this time last year", looser further back.
        assertWindow(question, from, to);
        assertThat(window(question).margin()).as(question).isEqualTo(halfStrengthDays * 86_400L);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Suggest something for dinner tonight", "What's on this evening?",
        "guests tonight - whats our wifi password", "what should I wear tonight?"})
    void aWindowThatHasNotBegunNamesNoWindow(String question) {
        // Asked at 15:30: nothing was written in it yet, so it would only push aside the notes about the question.
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
        ZonedDateTime evening = NOW.withHour(21);
        assertThat(TimeExpressions.resolve(question, evening)).as(question + " at 21:00").isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Where are we going on holiday in August?", "What's planned for September?",
        "Where will we be in the autumn?", "Anything coming up in December?", "Who's gonna host in July?"})
    void aQuestionLookingAheadToAMonthStillToComeNamesNoWindow(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Did the parcel come at last?", "How long did the battery last?", "Did the new tyres last "
            + "long?", "What did I get first prize for?", "Who came first in the race?", "What's Tom's wife's first "
            + "name?", "Where's the first aid kit?"})
    void aRankAKindOrTheVerbLastIsNoTime(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @Test
    void theLastOfSomethingAskedHowLongIsTheNewest() {
        assertThat(TimeExpressions.resolve("last parkrun, how long did it take?", NOW))
                .map(TimeFocus::kind).contains(TimeFocus.Kind.LATEST);
    }

    @ParameterizedTest
    @ValueSource(strings = {"Which room is on the 3rd floor?", "What are we doing at the weekend?",
        "Who's coming this weekend, what's planned?"})
    void anOrdinalThatIsNoDateOrAWeekendStillToComeNamesNoWindow(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What's on at the end of the month?", "What are we doing at the end of the week?",
        "What's my plan for the start of the week?", "Do we usually pay the rent at the start of the month?"})
    void thePartOfAWeekOrMonthAQuestionDoesNotAskAboutAsPastNamesNoWindow(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @Test
    void theEndOfTheWeekIsThisWeeksOnceItHasBegun() {
        ZonedDateTime saturday = NOW.plusDays(3);
        TimeFocus f = TimeExpressions.resolve("What happened at the end of the week?", saturday).orElseThrow();
        assertThat(f.start()).isEqualTo(local("2026-06-11T00:00"));
        assertThat(f.end()).isEqualTo(local("2026-06-15T00:00"));
        TimeFocus month = TimeExpressions.resolve("What did we spend at the end of the month?", NOW.plusDays(15))
                .orElseThrow();
        assertThat(month.start()).isEqualTo(local("2026-06-21T00:00"));
        assertThat(month.end()).isEqualTo(local("2026-07-01T00:00"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"What do we usually have for tea on a Friday?", "What do I do every Sunday?",
        "Saturday mornings, what's my routine?", "What are we doing on Saturday?", "What's the restaurant I booked for "
            + "Friday?", "What do I normally do in March?", "What do we tend to do in the summer?",
        "What's my January routine?", "What's my Sunday roast recipe?", "Do I like January?", "What time is my "
            + "appointment on Monday?", "Where's the summer duvet?", "Where do we keep the winter coats?"})
    void aHabitOrAWeekdayStillToComeNamesNoWindow(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What did I do on Friday?|2026-06-05T00:00|2026-06-06T00:00",
        "What did we usually do last Friday?|2026-06-05T00:00|2026-06-06T00:00",
        "Who did I spend most time with in March?|2026-03-01T00:00|2026-04-01T00:00",
        "Did each of the kids get a present in March?|2026-03-01T00:00|2026-04-01T00:00",
        "What do we usually do this summer?|2026-06-01T00:00|2026-09-01T00:00",
        "Who rang on Tuesday?|2026-06-09T00:00|2026-06-10T00:00",
        "How was Sunday?|2026-06-07T00:00|2026-06-08T00:00",
        "What did we eat Sunday?|2026-06-07T00:00|2026-06-08T00:00",
        "How was January?|2026-01-01T00:00|2026-02-01T00:00",
        "How was the spring?|2026-03-01T00:00|2026-06-01T00:00"})
    void aNamedDayOrMonthKeepsItsWindow(String question, String from, String to) {
        assertWindow(question, from, to);
    }

    @Test
    void recentlyLooksBackThreeWeeks() {
        TimeFocus f = window("Anything new recently?");
        assertThat(f.end()).isEqualTo(local("2026-06-11T00:00"));
        assertThat(f.start()).isEqualTo(local("2026-05-21T00:00"));
    }

    @Test
    void looseDayCountsMatchTheNeighbouringDaysAtHalfStrength() {
        TimeFocus f = window("What did I cook two days ago?");
        assertThat(f.match(local("2026-06-08T19:00").getEpochSecond())).isEqualTo(1.0);
        assertThat(f.match(local("2026-06-09T19:00").getEpochSecond())).isEqualTo(0.5);
        assertThat(f.match(local("2026-06-06T19:00").getEpochSecond())).isEqualTo(0.0);
    }

    @Test
    void thisWeekAskedEarlyInTheWeekMatchesTheWeekendJustGoneAtHalfStrength() {
        // NOW is a Wednesday: Saturday's fall counts at half; last Wednesday does not.
        TimeFocus wednesday = window("Did anything bad happen this week?");
        assertThat(wednesday.match(local("2026-06-09T10:00").getEpochSecond())).isEqualTo(1.0);
        assertThat(wednesday.match(local("2026-06-06T19:00").getEpochSecond())).isEqualTo(0.5);
        assertThat(wednesday.match(local("2026-06-03T19:00").getEpochSecond())).isEqualTo(0.0);
        // On the Thursday the week has gone on long enough to be itself.
        TimeFocus thursday = TimeExpressions.resolve("Did anything bad happen this week?", NOW.plusDays(1))
                .orElseThrow();
        assertThat(thursday.match(local("2026-06-06T19:00").getEpochSecond())).isEqualTo(0.0);
        assertThat(window("What happened last week?").match(local("2026-05-30T19:00").getEpochSecond()))
                .isEqualTo(0.0);
    }

    @Test
    void theUsersZoneDecidesWhatYesterdayIs() {
        ZonedDateTime sydneyMorning = ZonedDateTime.of(2026, 6, 10, 7, 0, 0, 0, ZoneId.of("Australia/Sydney"));
        TimeFocus f = TimeExpressions.resolve("yesterday", sydneyMorning).orElseThrow();
        assertThat(f.start()).isEqualTo(Instant.parse("2026-06-08T14:00:00Z"));
        assertThat(f.end()).isEqualTo(Instant.parse("2026-06-09T14:00:00Z"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"When did I last visit Grandma?", "What's the latest on the boiler?",
        "What's the most recent thing I heard from the landlord?", "My last visit to the dentist?"})
    void askingForTheNewestPrefersTheNewest(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).get().extracting(TimeFocus::kind)
                .isEqualTo(TimeFocus.Kind.LATEST);
    }

    @Test
    void myWeekMonthAndYearAreTheOnesUnderWay() {
        TimeFocus month = TimeExpressions.resolve("What was the highlight of my month?", NOW).orElseThrow();
        TimeFocus thisMonth = TimeExpressions.resolve("What was the highlight of this month?", NOW).orElseThrow();
        assertThat(month.start()).isEqualTo(thisMonth.start());
        assertThat(month.end()).isEqualTo(thisMonth.end());
        assertThat(month.match(NOW.toInstant().getEpochSecond() - 3600)).isPositive();
        TimeFocus week = TimeExpressions.resolve("How was my week?", NOW).orElseThrow();
        assertThat(week.match(NOW.toInstant().getEpochSecond() - 3600)).isPositive();
    }

    /** "From today" says when a change starts; the day's other memories are not what the message is about. */
    @ParameterizedTest
    @ValueSource(strings = {"New manager at work from today: Dev Patel, weekly 1:1 on Tuesdays.",
        "Gym membership cancelled as of today", "Starting today the bins go out on Thursdays"})
    void theDayAChangeStartsNamesNoWindow(String text) {
        assertThat(TimeExpressions.resolve(text, NOW)).isEmpty();
        assertThat(TimeExpressions.resolve("What did I do today?", NOW)).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Which framework do I use these days?", "Where do I work now?",
        "Which network am I with at the moment?", "What streaming services am I currently paying for?",
        "Anything I should watch health-wise right now?", "when's my first exam?", "What is our first stop in Rome?"})
    void askingHowThingsAreNamesNoTime(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"When did I first try sushi?", "What was the first time I met Ana?",
        "What did I originally want to study?", "When was my first exam?", "what's the first thing I wrote here?"})
    void askingForTheFirstTimePrefersTheOldest(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).get().extracting(TimeFocus::kind)
                .isEqualTo(TimeFocus.Kind.EARLIEST);
    }

    @ParameterizedTest
    @ValueSource(strings = {"What did I paint recently?", "How have I been sleeping lately?",
        "Anything to be proud of from these past weeks?", "What went on the last couple of days?"})
    void recentlyAndLatelyAreLooseWindows(String question) {
        TimeFocus f = TimeExpressions.resolve(question, NOW).orElseThrow();
        assertThat(f.kind()).isEqualTo(TimeFocus.Kind.WINDOW);
        assertThat(f.loose()).isTrue();
        assertThat(TimeExpressions.resolve("What did I do yesterday?", NOW).orElseThrow().loose()).isFalse();
    }

    /** A few days is not two weeks: "the last few days" looked back as far as "recently" did. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "What happened in the last few days?|2026-06-06T00:00",
        "How have I slept the last couple of days?|2026-06-08T00:00",
        "Anything big in the past several days?|2026-06-06T00:00",
        "What did I eat the last days?|2026-06-06T00:00",
        "What did I do in the past couple of weeks?|2026-05-28T00:00",
        "What's been going on these past few weeks?|2026-05-14T00:00",
        "What happened recently?|2026-05-21T00:00", "any big news lately?|2026-05-21T00:00",
        // Said without "of", and with "these" (found in new-user trials)
        "any big news the last couple days?|2026-06-08T00:00", "How was the past couple weeks?|2026-05-28T00:00",
        "anything happen these few days?|2026-06-06T00:00", "what went on these couple of days|2026-06-08T00:00"})
    void theLastFewDaysOrWeeksLookBackAsFarAsTheySay(String question, String from) {
        assertWindow(question, from, "2026-06-11T00:00");
        assertThat(window(question).loose()).as(question).isTrue();
    }

    /** "Still" and "anymore" ask whether a state changed: newer-wins answers that, not the newest mention. */
    @ParameterizedTest
    @ValueSource(strings = {"Am I still vegetarian?", "Do I still smoke?", "Do I drink coffee anymore?",
        "Is Tom still my manager?"})
    void askingWhetherAStateContinuesSetsNoFocus(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).isEmpty();
        assertThat(QueryReader.read(question, NOW).asksAboutThePast()).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What is my blood type?", "Where does my sister live?", "Which framework does the user like?",
        "You may call me Sam", "", "   "})
    void questionsWithoutTimeWordsHaveNoFocus(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).isEmpty();
    }

    @Test
    void anImpossibleDateIsNotAWindow() {
        assertThat(TimeExpressions.resolve("what happened on 2026-02-31", NOW)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "How was Christmas?|2025-12-24T00:00|2025-12-27T00:00",
        "What did we do over Easter?|2026-04-03T00:00|2026-04-07T00:00",
        "Who did I see on Easter Sunday?|2026-04-05T00:00|2026-04-06T00:00",
        "What did I do on New Year’s Eve?|2025-12-31T00:00|2026-01-01T00:00",
        "Where did we spend Thanksgiving?|2025-11-27T00:00|2025-11-28T00:00",
        "What did we have for Christmas dinner?|2025-12-24T00:00|2025-12-27T00:00",
        "What did I dress up as at Halloween?|2025-10-31T00:00|2025-11-01T00:00",
        "What did the kids do in the Easter holidays?|2026-04-03T00:00|2026-04-07T00:00",
        "Who came round in the Christmas break?|2025-12-24T00:00|2025-12-27T00:00",
        // Found in new-user trials: "what did we do christmas just gone", "whats happened since xmas thats big".
        "What did we do Christmas just gone?|2025-12-24T00:00|2025-12-27T00:00",
        "anything big since xmas?|2025-12-24T00:00|2026-06-11T00:00",
        "What have I read since Easter?|2026-04-03T00:00|2026-06-11T00:00",
        // Feasts of lunar calendars, from their table: Diwali (a new-user trial: "what happened on diwali lol"),
        // Lunar New Year and Chuseok (the eve, the day, the day after), Eid al-Fitr, Hanukkah's eight days.
        "what happened on diwali lol|2025-10-20T00:00|2025-10-21T00:00",
        "What did we eat at Lunar New Year?|2026-02-16T00:00|2026-02-19T00:00",
        "Who did we visit over Chuseok?|2025-10-05T00:00|2025-10-08T00:00",
        "How was Eid?|2026-03-20T00:00|2026-03-23T00:00",
        "What did the kids get during Hanukkah?|2025-12-15T00:00|2025-12-23T00:00"})
    void aHolidayNamedAsATimeIsItsMostRecentDays(String question, String from, String to) {
        assertWindow(question, from, to);
    }

    /** Asked in June 2026: the holiday of the year named with it, not the whole year, nor the most recent one. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "what did i do for valentines last year|2025-02-14T00:00|2025-02-15T00:00|valentines last year",
        "what did we give mom for xmas last year|2025-12-24T00:00|2025-12-27T00:00|xmas last year",
        "Where did we spend Christmas 2019?|2019-12-24T00:00|2019-12-27T00:00|christmas 2019",
        "who came at easter last year|2025-04-18T00:00|2025-04-22T00:00|easter last year",
        "last year's halloween, what were the kids|2025-10-31T00:00|2025-11-01T00:00|last year's halloween",
        "where did we go for diwali in 2024|2024-11-01T00:00|2024-11-02T00:00|diwali in 2024",
        "What did we do over Easter this year?|2026-04-03T00:00|2026-04-07T00:00|easter this year"})
    void aHolidayOfANamedYearIsThatYearsDays(String question, String from, String to, String phrase) {
        assertWindow(question, from, to);
        assertThat(window(question).phrase()).isEqualTo(phrase);
    }

    @Test
    void aHolidayOfThisYearStillToComeNamesNoWindow() {
        // Asked in June: the plans for it were written before it, and are found by their words.
        assertThat(TimeExpressions.resolve("where are we doing Christmas this year?", NOW)).isEmpty();
        assertThat(TimeExpressions.resolve("where are we doing Diwali this year", NOW)).isEmpty();
    }

    @Test
    void theTimeWordsOfAHolidayAreItsNameAndTheWordThatPlacesSomethingInIt() {
        assertThat(window("How was Christmas?").phrase()).isEqualTo("christmas");
        assertThat(window("Where did we spend Thanksgiving?").phrase()).isEqualTo("thanksgiving");
        assertThat(window("What did we do over Easter?").phrase()).isEqualTo("over easter");
    }

    @Test
    void theDaysAroundAHolidayCountAtHalfStrength() {
        TimeFocus christmas = window("How was Christmas?");
        assertThat(christmas.match(local("2025-12-25T18:00").getEpochSecond())).isEqualTo(1.0);
        assertThat(christmas.match(local("2025-12-23T20:00").getEpochSecond())).isEqualTo(0.5);
        assertThat(christmas.match(local("2025-12-20T20:00").getEpochSecond())).isEqualTo(0.0);
        TimeFocus halloween = window("What did I dress up as at Halloween?");
        assertThat(halloween.match(local("2025-11-01T01:00").getEpochSecond())).isEqualTo(0.5);
        assertThat(halloween.match(local("2025-11-01T12:00").getEpochSecond())).isEqualTo(0.0);
    }

    @Test
    void lastChristmasAskedOnChristmasDayIsTheYearBefore() {
        ZonedDateTime christmasDay = ZonedDateTime.of(2026, 12, 25, 10, 0, 0, 0, NOW.getZone());
        TimeFocus last = TimeExpressions.resolve("What did I get last Christmas?", christmasDay).orElseThrow();
        assertThat(last.start()).isEqualTo(local("2025-12-24T00:00"));
        TimeFocus now = TimeExpressions.resolve("Who came over at Christmas?", christmasDay).orElseThrow();
        assertThat(now.start()).isEqualTo(local("2026-12-24T00:00"));
    }

    @Test
    void thanksgivingFollowsTheCountryOfTheTimeZone() {
        ZonedDateTime toronto = ZonedDateTime.of(2026, 6, 10, 12, 0, 0, 0, ZoneId.of("America/Toronto"));
        ZonedDateTime newYork = ZonedDateTime.of(2026, 6, 10, 12, 0, 0, 0, ZoneId.of("America/New_York"));
        String question = "Where did we spend Thanksgiving?";
        assertThat(TimeExpressions.resolve(question, toronto).orElseThrow().start())
                .isEqualTo(ZonedDateTime.of(2025, 10, 13, 0, 0, 0, 0, toronto.getZone()).toInstant());
        assertThat(TimeExpressions.resolve(question, newYork).orElseThrow().start())
                .isEqualTo(ZonedDateTime.of(2025, 11, 27, 0, 0, 0, 0, newYork.getZone()).toInstant());
    }

    @Test
    void aFeastOfTheTableAskedAboutInAYearItDoesNotHoldNamesNoWindow() {
        ZonedDateTime later = ZonedDateTime.of(2035, 6, 10, 12, 0, 0, 0, NOW.getZone());
        assertThat(TimeExpressions.resolve("what happened on diwali?", later)).isEmpty();
        assertThat(TimeExpressions.resolve("anything big since Eid?", later)).isEmpty();
        assertThat(TimeExpressions.resolve("what happened on diwali?", NOW)).isPresent();
    }

    @ParameterizedTest
    @CsvSource({"2000,2000-04-23", "2019,2019-04-21", "2024,2024-03-31", "2025,2025-04-20", "2026,2026-04-05",
        "2027,2027-03-28", "2038,2038-04-25"})
    void easterIsComputedForTheYear(int year, String sunday) {
        assertThat(Holidays.easterSunday(year)).isEqualTo(java.time.LocalDate.parse(sunday));
    }

    /** A holiday that only describes a thing, or one still to come, is no window: plans for it were written before. */
    @ParameterizedTest
    @ValueSource(strings = {"Where are the christmas baubles stored?", "What are we doing at Christmas?",
        "Where are we going next Easter?", "Did I buy the Halloween costume?", "Where are we going for Easter?"})
    void aHolidayThatIsNoTimeOrStillAheadNamesNoWindow(String question) {
        assertThat(TimeExpressions.resolve(question, NOW)).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"What's on 14 July?", "What's happening on July 22nd?", "When am I flying out on 3 August?",
        "What's on next Friday?", "Anything planned for next week?", "Booked a table for next Saturday",
        "What do I need for tomorrow?"})
    void aDayStillToComeNamesNoWindowInAQuestionThatDoesNotAskAboutThePast(String question) {
        // Its plan was written before the day: the day is a word of the topic, matched by keyword.
        assertThat(TimeExpressions.resolve(question, NOW)).as(question).isEmpty();
    }

    @Test
    void aDayAskedAboutInThePastIsLastYearsWhenThisYearsIsStillToCome() {
        assertWindow("What did I do on 14 July?", "2025-07-14T00:00", "2025-07-15T00:00");
        assertWindow("What's on 3 June?", "2026-06-03T00:00", "2026-06-04T00:00");
    }

    /** Time words in Spanish, Portuguese or German name the window their English equivalents do. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "qué cené ayer|ayer|2026-06-09T00:00|2026-06-10T00:00",
        "¿qué desayuné esta mañana?|esta mañana|2026-06-10T00:00|2026-06-10T12:00",
        "cómo fue la semana pasada|la semana pasada|2026-06-01T00:00|2026-06-08T00:00",
        "algo importante este mes?|este mes|2026-06-01T00:00|2026-07-01T00:00",
        "o que comi ontem|ontem|2026-06-09T00:00|2026-06-10T00:00",
        "o que aconteceu no mês passado|mês passado|2026-05-01T00:00|2026-06-01T00:00",
        "Was war gestern Abend los?|gestern Abend|2026-06-09T17:00|2026-06-10T06:00",
        "wen habe ich letzte Woche getroffen|letzte Woche|2026-06-01T00:00|2026-06-08T00:00",
        "was ist heute passiert|heute|2026-06-10T00:00|2026-06-11T00:00"})
    void foreignTimeWordsNameTheWindowOfTheirEnglishAndShowTheUsersWords(String question, String words, String from,
                                                                        String to) {
        assertWindow(question, from, to);
        assertThat(window(question).phrase()).isEqualTo(words);
    }

    @Test
    void foreignTimeWordsAreWholeWordsAndEnglishOnesComeFirst() {
        // "hoyo" (a hole) and "Heutelmann" hold no time word; "heute" in an English question defers to "last week".
        assertThat(TimeExpressions.resolve("where is the hoyo on the golf course?", NOW)).isEmpty();
        assertThat(TimeExpressions.resolve("what did Heutelmann say", NOW)).isEmpty();
        assertThat(window("what did I tell Heute last week?").phrase()).isEqualTo("last week");
        assertThat(TimeExpressions.resolve("algo importante recientemente?", NOW)).get()
                .extracting(TimeFocus::phrase, TimeFocus::loose).containsExactly("recientemente", true);
    }
}
