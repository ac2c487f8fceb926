package org.memoryjournal.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.Socket;
import java.net.SocketAddress;
import java.net.SocketImpl;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * Records, and refuses, every network connection this process attempts: each {@link Socket} connect
 * (what OkHttp, {@code HttpURLConnection} and DJL's telemetry use) and each proxy lookup an HTTP client
 * makes before connecting. It also counts the process's open sockets (Linux), which catches a channel
 * opened around both. Used by {@code --self-test}, which runs in a process of its own: the socket factory
 * can be set once per JVM and refuses every connection from then on.
 */
final class NetworkWatch {
    private final List<String> attempts = new CopyOnWriteArrayList<>();
    private final long socketsAtStart;

    private NetworkWatch() {
        socketsAtStart = openSockets();
    }

    /** A watch that only counts what it is told (for tests that must not change the JVM's networking). */
    static NetworkWatch detached() {
        return new NetworkWatch();
    }

    /** Installs the watch for the rest of this JVM's life. */
    @SuppressWarnings("deprecation") // the socket factory is deprecated but is the one hook under every java.net.Socket
    static NetworkWatch install() throws IOException {
        NetworkWatch watch = new NetworkWatch();
        Socket.setSocketImplFactory(() -> new RefusingSocket(watch));
        ProxySelector.setDefault(new ProxySelector() {
            @Override
            public List<Proxy> select(URI uri) {
                watch.attempted(uri.getScheme() + "://" + uri.getHost());
                return List.of(Proxy.NO_PROXY);
            }

            @Override
            public void connectFailed(URI uri, SocketAddress sa, IOException e) {
                // nothing to remember: the attempt itself was recorded in select
            }
        });
        return watch;
    }

    void attempted(String where) {
        attempts.add(where);
    }

    /** Every attempt so far, by target ("host:port" or "scheme://host"). */
    List<String> attempts() {
        return List.copyOf(attempts);
    }

    /** Sockets this process holds now beyond those it held when the watch started (0 where not countable). */
    long socketsOpened() {
        return Math.max(0, openSockets() - socketsAtStart);
    }

    private static long openSockets() {
        Path fds = Path.of("/proc/self/fd");
        if (!Files.isDirectory(fds)) {
            return 0;
        }
        try (Stream<Path> list = Files.list(fds)) {
            return list.filter(fd -> {
                try {
                    return Files.readSymbolicLink(fd).toString().startsWith("socket:");
                } catch (IOException | UnsupportedOperationException e) {
                    return false; // closed while listing
                }
            }).count();
        } catch (IOException e) {
            return 0;
        }
    }

    /** A socket that records where it was asked to connect and never connects. */
    private static final class RefusingSocket extends SocketImpl {
        private final NetworkWatch watch;

        RefusingSocket(NetworkWatch watch) {
            this.watch = watch;
        }

        private IOException refused(String where) {
            watch.attempted(where);
            return new IOException("No network connection is allowed during the self-test (" + where + ").");
        }

        @Override
        protected void create(boolean stream) {
            // no file descriptor: this socket never opens
        }

        @Override
        protected void connect(String host, int port) throws IOException {
            throw refused(host + ":" + port);
        }

        @Override
        protected void connect(InetAddress address, int port) throws IOException {
            throw refused(address.getHostAddress() + ":" + port);
        }

        @Override
        protected void connect(SocketAddress address, int timeout) throws IOException {
            throw refused(String.valueOf(address));
        }

        @Override
        protected void bind(InetAddress host, int port) throws IOException {
            throw refused("bind " + host.getHostAddress() + ":" + port);
        }

        @Override
        protected void listen(int backlog) throws IOException {
            throw refused("listen");
        }

        @Override
        protected void accept(SocketImpl s) throws IOException {
            throw refused("accept");
        }

        @Override
        protected InputStream getInputStream() throws IOException {
            throw new IOException("The socket is not connected.");
        }

        @Override
        protected OutputStream getOutputStream() throws IOException {
            throw new IOException("The socket is not connected.");
        }

        @Override
        protected int available() {
            return 0;
        }

        @Override
        protected void close() {
            // nothing was opened
        }

        @Override
        protected void sendUrgentData(int data) throws IOException {
            throw new IOException("The socket is not connected.");
        }

        @Override
        public void setOption(int optID, Object value) {
            // options of a socket that never connects do not matter
        }

        @Override
        public Object getOption(int optID) {
            return null;
        }
    }
}
