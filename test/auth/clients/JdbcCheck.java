// Authentication interop check for pgjdbc (test/auth/interop.test.ts): one JSON line.
// Usage: java -cp postgresql.jar JdbcCheck.java <jdbc url> <user> <password>
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Properties;

public class JdbcCheck {
  public static void main(String[] args) {
    Properties props = new Properties();
    props.setProperty("user", args[1]);
    props.setProperty("password", args[2]);
    try (Connection c = DriverManager.getConnection(args[0], props);
        ResultSet r = c.createStatement().executeQuery("SELECT current_user, ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")) {
      r.next();
      System.out.println("{\"user\":\"" + r.getString(1) + "\",\"ssl\":" + r.getBoolean(2) + "}");
    } catch (SQLException e) {
      String m = e.getMessage() == null ? "" : e.getMessage();
      if (e instanceof org.postgresql.util.PSQLException && ((org.postgresql.util.PSQLException) e).getServerErrorMessage() != null) {
        m = ((org.postgresql.util.PSQLException) e).getServerErrorMessage().getMessage();
      }
      System.out.println("{\"code\":\"" + e.getSQLState() + "\",\"message\":\"" + m.replace("\\", "\\\\").replace("\"", "\\\"") + "\"}");
    }
  }
}
