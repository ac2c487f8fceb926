package org.memoryjournal.store;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.memoryjournal.memory.QueryAdapter;

/** The query adapters ship for both local models, and a model without one matches questions as they are. */
class QueryAdapterResourceTest {

    @Test
    void bothLocalModelsHaveAnAdapterOfTheirDimensionWithAUsableScale() {
        for (String model : new String[] {"local:bge-small-en-v1.5-q", "local:all-minilm-l6-v2-q"}) {
            QueryAdapter adapter = QueryAdapterResource.forModel(model).orElseThrow();
            assertThat(adapter.modelId()).isEqualTo(model);
            assertThat(adapter.dimension()).isEqualTo(384);
            assertThat(adapter.scale().unrelated()).isBetween(0.0, 0.3);
            assertThat(adapter.scale().paraphrase()).isGreaterThan(adapter.scale().unrelated() + 0.2);
            assertThat(QueryAdapterResource.forModel(model).orElseThrow()).as("read once").isSameAs(adapter);
        }
    }

    @Test
    void aModelWithoutAnAdapterHasNone() {
        assertThat(QueryAdapterResource.forModel("ollama:nomic-embed-text")).isEmpty();
    }
}
