@echo off
rem Memory Journal launcher for Windows (the twin of bin/memory-journal): builds the application jar when it
rem is missing or older than the sources, then runs it. Without arguments it opens the desktop app; with a
rem sub-command it works headless. Needs a JDK 17+ (java on the PATH) and Maven for the first build.
setlocal
set "HERE=%~dp0.."
set "JAR=%HERE%\target\memory-journal-0.1.0-SNAPSHOT-all.jar"

set NEEDS_BUILD=no
if not exist "%JAR%" (
    set NEEDS_BUILD=yes
) else (
    powershell -NoProfile -Command "$jar = (Get-Item -LiteralPath $env:JAR).LastWriteTime; if (Get-ChildItem -LiteralPath (Join-Path $env:HERE 'src\main'), (Join-Path $env:HERE 'pom.xml') -Recurse -File | Where-Object { $_.LastWriteTime -gt $jar } | Select-Object -First 1) { exit 1 }" >nul 2>nul
    if errorlevel 1 set NEEDS_BUILD=yes
)
if "%NEEDS_BUILD%"=="yes" (
    where mvn >nul 2>nul
    if errorlevel 1 (
        echo memory-journal: Maven ^(mvn^) is needed to build the app the first time; install it and a JDK 17+. 1>&2
        exit /b 1
    )
    echo memory-journal: building the application ^(first run or sources changed^)... 1>&2
    pushd "%HERE%"
    call mvn -q -B -DskipTests package 1>&2
    if errorlevel 1 set BUILD_FAILED=yes
    popd
)
if "%BUILD_FAILED%"=="yes" (
    echo memory-journal: the build failed; run 'mvn -B verify' in %HERE% to see why. 1>&2
    exit /b 1
)

rem DJL (under the embedding model) must never phone home.
set OPT_OUT_TRACKING=true

rem The Vector API speeds up recall; the JVM prints a notice when it is on, so only the app, bench and eval get it.
set "VECTOR="
if "%~1"=="" set "VECTOR=--add-modules=jdk.incubator.vector"
if "%~1"=="bench" set "VECTOR=--add-modules=jdk.incubator.vector"
if "%~1"=="eval" set "VECTOR=--add-modules=jdk.incubator.vector"

java %VECTOR% %MEMORY_JOURNAL_JAVA_OPTS% -Dai.djl.offline=true -DOPT_OUT_TRACKING=true -jar "%JAR%" %*
exit /b %ERRORLEVEL%
