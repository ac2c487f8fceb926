package org.memoryjournal.app;

import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URI;

/**
 * A child JVM's main for {@link SelfTestProcessTest}: installs the {@link NetworkWatch}, then tries a plain
 * socket and an HTTP request to the loopback port it is given, and prints what the watch saw.
 */
final class NetworkWatchProbe {
    private NetworkWatchProbe() {
    }

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        NetworkWatch watch = NetworkWatch.install();
        try (Socket s = new Socket("127.0.0.1", port)) {
            System.out.println("socket connected");
        } catch (IOException e) {
            System.out.println("socket refused");
        }
        HttpURLConnection http = (HttpURLConnection) URI.create("http://127.0.0.1:" + port + "/").toURL().openConnection();
        try {
            System.out.println("http status " + http.getResponseCode());
        } catch (IOException e) {
            System.out.println("http refused");
        }
        System.out.println("attempts " + watch.attempts());
    }
}
