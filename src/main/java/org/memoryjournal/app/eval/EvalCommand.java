package org.memoryjournal.app.eval;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code eval}: recall-quality evaluation, with sub-commands ({@code scenarios}, {@code questions}, {@code locomo},
 * {@code ablations}, …).
 * The sub-commands take their environment by constructor, so build the command with
 * {@link #commandLine(EvalEnvironment)} and register it with
 * {@code cli.addSubcommand("eval", EvalCommand.commandLine(EvalEnvironment.standard(clock)))}.
 */
@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Measure recall quality: the personal-memory suite, questions by authors the app never saw, the "
                + "LoCoMo benchmark and the ablation scenarios.")
public final class EvalCommand implements Runnable {
    @Spec
    CommandSpec spec;

    /** The {@code eval} command with its sub-commands, ready to add to a parent command line. */
    public static CommandLine commandLine(EvalEnvironment env) {
        CommandLine cl = new CommandLine(new EvalCommand());
        cl.addSubcommand("locomo", new LocomoCommand(env));
        cl.addSubcommand("ablations", new AblationsCommand(env));
        cl.addSubcommand("scenarios", new ScenariosCommand(env));
        cl.addSubcommand("memory-model", new MemoryModelCommand(env));
        cl.addSubcommand("importance-probe", new ImportanceProbeCommand(env));
        cl.addSubcommand("detail-probe", new DetailProbeCommand(env));
        cl.addSubcommand("query-adapter", new QueryAdapterCommand(env));
        cl.addSubcommand("questions", new QuestionsCommand(env));
        return cl;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
    }
}
