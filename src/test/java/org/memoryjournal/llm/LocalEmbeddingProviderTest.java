package org.memoryjournal.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.memoryjournal.memory.Embedding;

import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import dev.langchain4j.model.embedding.onnx.bgesmallenv15q.BgeSmallEnV15QuantizedEmbeddingModel;

/**
 * The real in-process models (loaded once for the class), compared with langchain4j's own wrappers, and
 * proof that loading and running them attempts no network connection.
 *
 * <p>How the no-network check works: DJL phones home from {@code Ec2Utils.callHome}, called by every
 * {@code HuggingFaceTokenizer.newInstance}, unless {@code ai.djl.offline} or {@code OPT_OUT_TRACKING} is
 * set; it would first read EC2 metadata from {@code http://169.254.169.254} and then fetch
 * {@code https://djl-telemetry-*.s3.*.amazonaws.com/telemetry.txt} with {@code HttpURLConnection}. The
 * tokenizer's {@code LibUtils} would also download its native library from {@code publish.djl.ai} when the
 * jar has none for the platform and offline mode is off, and a tokenizer named by hub id would be fetched
 * from Hugging Face. All of these go through {@code HttpURLConnection} or {@code java.net.Socket}, and both
 * ask the default {@link ProxySelector} for every connection (a plain socket asks for
 * {@code socket://host:port}). So this class installs a recording selector before anything loads and
 * fails if it was asked about any address; {@link #theRecorderSeesPlainSocketConnections} shows the
 * recorder really catches a socket connection. In addition DJL's cache directory is pointed at a temporary
 * folder and may afterwards hold nothing but the tokenizer's native library, copied out of the jar — no
 * downloaded model, tokenizer or library.
 */
class LocalEmbeddingProviderTest {
    private static final List<URI> ASKED = new CopyOnWriteArrayList<>();
    private static ProxySelector previousSelector;
    private static String previousCacheDir;
    private static LocalEmbeddingProvider bge;
    private static LocalEmbeddingProvider minilm;

    @TempDir
    static Path djlCache;

    private static final List<String> TEXTS = List.of(
            "I had coffee with Ana this morning.",
            "My favourite colour is green.",
            "Always answer in French from now on, even when I write in English, unless I explicitly ask for"
                    + " another language because I am practising for my exam in June.",
            "ok",
            "The quarterly budget review was moved to Tuesday at 10:30 because the finance team is travelling.",
            "Émile's café on the Rue Saint-Denis serves the best croissants — €2.40 each!");

    @BeforeAll
    static void guardAndLoad() {
        previousSelector = ProxySelector.getDefault();
        ProxySelector.setDefault(new RecordingSelector(ASKED));
        previousCacheDir = System.getProperty("DJL_CACHE_DIR");
        System.setProperty("DJL_CACHE_DIR", djlCache.toString());
        OfflineGuard.apply();
        bge = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        minilm = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM);
    }

    @AfterAll
    static void restore() {
        bge.close();
        minilm.close();
        ProxySelector.setDefault(previousSelector);
        if (previousCacheDir == null) {
            System.clearProperty("DJL_CACHE_DIR");
        } else {
            System.setProperty("DJL_CACHE_DIR", previousCacheDir);
        }
    }

    @Test
    void bgeVectorsMatchLangchain4jForSingleTexts() {
        assertMatchesLibrary(bge, new BgeSmallEnV15QuantizedEmbeddingModel());
    }

    @Test
    void miniLmVectorsMatchLangchain4jForSingleTexts() {
        assertMatchesLibrary(minilm, new AllMiniLmL6V2QuantizedEmbeddingModel());
    }

    private static void assertMatchesLibrary(LocalEmbeddingProvider ours, EmbeddingModel library) {
        for (String text : TEXTS) {
            float[] expected = library.embed(text).content().vector();
            Embedding single = ours.embed(text);
            assertThat(cosineDistance(single.vector(), expected)).as(text).isLessThan(1e-4);
            assertThat(single.modelId()).isEqualTo(ours.modelId());
            assertThat(single.dimension()).isEqualTo(ours.dimension());
        }
    }

    /**
     * The quantized models quantize activations dynamically, with one scale per tensor, so a text's vector
     * depends slightly on the other texts of its batch (measured: up to ~1e-2 cosine distance). Batched
     * vectors are therefore checked to be close to, and nearest to, their own single-text vectors.
     */
    @Test
    void embedAllKeepsTheInputOrderAcrossSortedBatches() {
        String[] who = {"I", "My sister", "Our neighbour", "The new manager", "Grandpa", "My best friend", "We"};
        String[] what = {"booked a flight to Lisbon", "adopted a grey kitten", "started learning the cello",
            "lost the car keys again", "ran a half marathon in the rain", "cooked a spicy lentil curry for ten people",
            "painted the kitchen a bright yellow", "signed the lease on a flat near the river", "failed the driving test",
            "won a chess tournament"};
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < 70; i++) {
            texts.add(who[i % who.length] + " " + what[i % what.length] + (i % 3 == 0 ? " last weekend." : "."));
        }

        List<Embedding> batched = minilm.embedAll(texts);
        List<float[]> singles = texts.stream().map(t -> minilm.embed(t).vector()).toList();

        assertThat(batched).hasSize(70);
        for (int i = 0; i < texts.size(); i++) {
            float[] v = batched.get(i).vector();
            assertThat(cosineDistance(v, singles.get(i))).as(texts.get(i)).isLessThan(2e-2);
            int nearest = 0;
            for (int j = 1; j < singles.size(); j++) {
                if (cosineDistance(v, singles.get(j)) < cosineDistance(v, singles.get(nearest))) {
                    nearest = j;
                }
            }
            assertThat(nearest).as(texts.get(i)).isEqualTo(i);
        }
    }

    @Test
    void batchSizeOneReproducesSingleTextVectorsExactly() {
        LocalEmbeddingProvider exact = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.BGE_SMALL);
        try {
            exact.batchSize(1);
            List<Embedding> all = exact.embedAll(TEXTS);
            for (int i = 0; i < TEXTS.size(); i++) {
                assertThat(cosineDistance(all.get(i).vector(), bge.embed(TEXTS.get(i)).vector())).isLessThan(1e-6);
            }
        } finally {
            exact.close();
        }
    }

    @Test
    void textsLongerThan512TokensAreTruncatedNotRefused() {
        String longText = "word ".repeat(2000);

        Embedding e = bge.embed(longText);

        assertThat(e.dimension()).isEqualTo(384);
        assertThat(cosineDistance(e.vector(), bge.embed("word ".repeat(600)).vector())).isLessThan(1e-4);
    }

    @Test
    void concurrentCallersShareOneModelAndGetTheSameVectors() throws Exception {
        LocalEmbeddingProvider fresh = new LocalEmbeddingProvider(LocalEmbeddingProvider.Model.MINILM);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<float[]>> results = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                results.add(pool.submit(() -> fresh.embed("same text").vector()));
            }
            float[] first = results.get(0).get();
            for (Future<float[]> f : results) {
                assertThat(cosineDistance(f.get(), first)).isLessThan(1e-6);
            }
        } finally {
            pool.shutdownNow();
            fresh.close();
        }
    }

    @Test
    void emptyInputGivesNoVectors() {
        assertThat(bge.embedAll(List.of())).isEmpty();
    }

    @Test
    void loadingAndRunningTheModelsAttemptsNoConnection() throws IOException {
        bge.embedAll(TEXTS);
        minilm.embedAll(TEXTS);
        new BgeSmallEnV15QuantizedEmbeddingModel().embed("the library's own loader too");

        assertThat(ASKED).as("addresses DJL or ONNX tried to reach").isEmpty();
        try (Stream<Path> files = Files.walk(djlCache)) {
            assertThat(files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()))
                    .as("files DJL wrote to its cache").allMatch(n -> n.matches(".*\\.(so|dylib|dll)$"));
        }
    }

    @Test
    void theRecorderSeesPlainSocketConnections() throws IOException {
        List<URI> asked = new CopyOnWriteArrayList<>();
        ProxySelector guard = ProxySelector.getDefault();
        ProxySelector.setDefault(new RecordingSelector(asked));
        try (ServerSocket server = new ServerSocket(0); Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", server.getLocalPort()), 1000);
        } finally {
            ProxySelector.setDefault(guard);
        }

        assertThat(asked).singleElement().satisfies(uri -> assertThat(uri.getScheme()).isEqualTo("socket"));
    }

    private static double cosineDistance(float[] a, float[] b) {
        double dot = 0;
        double na = 0;
        double nb = 0;
        for (int i = 0; i < a.length; i++) {
            dot += (double) a[i] * b[i];
            na += (double) a[i] * a[i];
            nb += (double) b[i] * b[i];
        }
        return 1 - dot / Math.sqrt(na * nb);
    }

    /** Records every address a connection is about to be made to, and lets it go direct. */
    private static final class RecordingSelector extends ProxySelector {
        private final List<URI> asked;

        RecordingSelector(List<URI> asked) {
            this.asked = asked;
        }

        @Override
        public List<Proxy> select(URI uri) {
            asked.add(uri);
            return List.of(Proxy.NO_PROXY);
        }

        @Override
        public void connectFailed(URI uri, SocketAddress address, IOException e) {
        }
    }
}
